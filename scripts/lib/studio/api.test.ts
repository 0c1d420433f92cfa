import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesDir } from '../paths.ts';
import { handleStudioApi, versionOf } from './api.ts';
import { TOKEN_HEADER } from './request-guard.ts';

const token = 'session-token-for-tests';
let dir = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'studio-api-')), 'pages-json');
  await cp(pagesDir, dir, { recursive: true });
  server = createServer((req, res) => void handleStudioApi(req, res, token, dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await rm(path.dirname(dir), { recursive: true, force: true });
});

const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/__studio/api/${route}`, {
    method: 'POST',
    headers: { origin, [TOKEN_HEADER]: token, ...headers },
    body: JSON.stringify(body),
  });

async function open(file: string) {
  const response = await fetch(`${origin}/__studio/api/file?file=${file}`);
  return (await response.json()) as { text: string; version: string };
}

describe('studio API', () => {
  it('saves one edited heading as a one-line change, and an unchanged document as no change', async () => {
    const file = 'pages-json/about.json';
    const { text, version } = await open(file);
    const same = await post('save', { file, version, document: JSON.parse(text) });
    expect(((await same.json()) as { changed: boolean }).changed).toBe(false);
    expect(await readFile(path.join(dir, 'about.json'), 'utf8')).toBe(text);

    const doc = JSON.parse(text);
    doc.sections[0].headline = 'About the crew';
    const saved = await post('save', { file, version, document: doc });
    expect(saved.status).toBe(200);
    const after = (await readFile(path.join(dir, 'about.json'), 'utf8')).split('\n');
    const changed = after.filter((line, index) => line !== text.split('\n')[index]);
    expect(changed).toEqual(['      "headline": "About the crew",']);
  });

  it('reports validator problems with their codes at their pointers', async () => {
    const file = 'pages-json/contact.json';
    const { text } = await open(file);
    const doc = JSON.parse(text);
    doc.meta.title = '';
    const check = (await (await post('check', { file, document: doc })).json()) as {
      problems: { pointer: string; code: string }[];
      wouldBuild: boolean;
    };
    expect(check.wouldBuild).toBe(false);
    expect(check.problems.map((p) => p.pointer)).toContain('/meta/title');
  });

  it('refuses a save over an external edit and keeps the external bytes', async () => {
    const file = 'pages-json/gallery.json';
    const { text, version } = await open(file);
    await writeFile(path.join(dir, 'gallery.json'), `${text}\n`);
    const response = await post('save', { file, version, document: JSON.parse(text) });
    expect(response.status).toBe(409);
    expect(await readFile(path.join(dir, 'gallery.json'), 'utf8')).toBe(`${text}\n`);
  });

  it('refuses writes without the token, from a foreign origin, or outside the page files', async () => {
    const file = 'pages-json/home.json';
    const { text, version } = await open(file);
    const edited = { ...JSON.parse(text), schemaVersion: 2 };
    const body = { file, version, document: edited };
    await writeFile(path.join(path.dirname(dir), 'outside.json'), '{}');
    await symlink(path.join(path.dirname(dir), 'outside.json'), path.join(dir, 'linked.json'));
    const attempts = [
      post('save', body, { [TOKEN_HEADER]: 'wrong' }),
      post('save', body, { origin: 'http://evil.example' }),
      post('save', { ...body, file: 'pages-json/../outside.json' }),
      post('save', { ...body, file: 'pages-json/linked.json' }),
      post('save', { ...body, file: 'pages-json/about.txt' }),
    ];
    const statuses = await Promise.all(attempts.map(async (attempt) => (await attempt).status));
    expect(statuses).toEqual([403, 403, 400, 400, 400]);
    expect(await readFile(path.join(dir, 'home.json'), 'utf8')).toBe(text);
    expect(await readFile(path.join(path.dirname(dir), 'outside.json'), 'utf8')).toBe('{}');
    expect(versionOf(text)).toBe(version);
  });

  it('creates a fragment file once, under fragments/ only, and refuses a bad or taken name', async () => {
    const section = { type: 'faq', heading: 'Shared questions', items: [] };
    const created = await post('new-fragment', { name: 'shared-faq', section });
    expect(await created.json()).toEqual({ file: 'pages-json/fragments/shared-faq.json' });
    const written = await readFile(path.join(dir, 'fragments/shared-faq.json'), 'utf8');
    expect(JSON.parse(written)).toEqual(section);
    const refused = await Promise.all(
      [
        post('new-fragment', { name: 'shared-faq', section: {} }),
        post('new-fragment', { name: '../escape', section }),
        post('new-fragment', { name: 'Shared FAQ', section }),
        post('new-fragment', { name: 'other', section }, { [TOKEN_HEADER]: 'wrong' }),
      ].map(async (attempt) => (await attempt).status),
    );
    expect(refused).toEqual([400, 400, 400, 403]);
    expect(await readFile(path.join(dir, 'fragments/shared-faq.json'), 'utf8')).toBe(written);
    await expect(readFile(path.join(path.dirname(dir), 'escape.json'))).rejects.toThrow();
  });

  it('lists pages with drafts marked, and section types with an example each', async () => {
    const pages = (await (await fetch(`${origin}/__studio/api/pages`)).json()) as {
      file: string;
      kind: string;
    }[];
    expect(
      pages.some((page) => page.file === 'pages-json/about.json' && page.kind === 'page'),
    ).toBe(true);
    const types = (await (await fetch(`${origin}/__studio/api/types`)).json()) as {
      sections: { type: string; example: { type: string } }[];
    };
    expect(types.sections.length).toBeGreaterThan(10);
    for (const section of types.sections) expect(section.example.type).toBe(section.type);
  });
});
