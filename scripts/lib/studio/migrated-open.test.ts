import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenFile } from '../../../src/shared/studio/api.ts';
import { TOKEN_HEADER } from './request-guard.ts';
import {
  startStudioForTests,
  TEST_TOKEN,
  type StudioForTests,
} from '../../../tests/support/studioServer.ts';

// The content model one version ahead of the files: a hero's headline is now written in capitals.
vi.mock('../../../content/migrations/index.ts', () => {
  const migrations = [
    {
      name: '0001-hero-headline-in-capitals',
      description: 'hero headlines are written in capitals',
      section: (section: { type: string; headline?: string }) =>
        section.type === 'hero' && section.headline
          ? { ...section, headline: section.headline.toUpperCase() }
          : section,
    },
  ];
  return { migrations, CONTENT_VERSION: 2 };
});

const token = TEST_TOKEN;
let dir = '';
let origin = '';
let studio: StudioForTests;

beforeAll(async () => {
  studio = await startStudioForTests('studio-migrate-');
  ({ dir, origin } = studio);
});
afterAll(() => studio.stop());

describe('the studio and an old file', () => {
  it('opens it migrated, says from which version, and saves it at the new one', async () => {
    const file = 'pages-json/about.json';
    const onDisk = await readFile(path.join(dir, 'about.json'), 'utf8');
    const opened = (await (
      await fetch(`${origin}/__studio/api/file?file=${file}`)
    ).json()) as OpenFile;
    expect(opened.migration).toEqual({
      from: 1,
      to: 2,
      steps: ['0001-hero-headline-in-capitals: hero headlines are written in capitals'],
      onDisk,
    });
    const doc = JSON.parse(opened.text);
    // Whatever the author has written there: the migration writes it in capitals.
    const first = (JSON.parse(onDisk) as { sections: [{ headline: string }] }).sections[0];
    expect(doc.schemaVersion).toBe(2);
    expect(doc.sections[0].headline).toBe(first.headline.toUpperCase());
    expect(doc.sections[0].headline).not.toBe(first.headline);
    expect(await readFile(path.join(dir, 'about.json'), 'utf8')).toBe(onDisk);

    const saved = await fetch(`${origin}/__studio/api/save`, {
      method: 'POST',
      headers: { origin, [TOKEN_HEADER]: token },
      body: JSON.stringify({ file, version: opened.version, document: doc }),
    });
    expect(saved.status).toBe(200);
    const written = await readFile(path.join(dir, 'about.json'), 'utf8');
    expect(JSON.parse(written)).toEqual(doc);
    const reopened = (await (
      await fetch(`${origin}/__studio/api/file?file=${file}`)
    ).json()) as OpenFile;
    expect(reopened.migration).toBeUndefined();
  });
});
