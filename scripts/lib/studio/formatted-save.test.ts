/**
 * A page saved in the studio passes `npm run lint` as written: a new town, with every text in
 * every one of its lists saved short, then long, then short again, passes `prettier --check`
 * after each save, and each save's answer names the file's version on disk for the next one.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { versionOf } from './api.ts';
import { TOKEN_HEADER } from './request-guard.ts';
import {
  startStudioForTests,
  TEST_TOKEN,
  type StudioForTests,
} from '../../../tests/support/studioServer.ts';
import { prettierCheck } from '../../../tests/support/prettierSettings.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

let studio: StudioForTests;
beforeAll(async () => {
  studio = await startStudioForTests('formatted-save-');
});
afterAll(() => studio.stop());

const post = async (route: string, body: unknown) => {
  const response = await fetch(`${studio.origin}/__studio/api/${route}`, {
    method: 'POST',
    headers: { origin: studio.origin, [TOKEN_HEADER]: TEST_TOKEN },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

/**
 * `node` with every text inside a list (its items and their fields, at any depth) written by
 * `text`; what names a section's type or fragment is kept.
 */
function withListTexts(node: Json, text: (n: number) => string, inList = false): Json {
  let count = 0;
  const walk = (value: Json, listed: boolean): Json => {
    if (typeof value === 'string') return listed ? text(++count) : value;
    if (Array.isArray(value)) return value.map((item) => walk(item, true));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === 'type' || key === 'fragment' ? item : walk(item, listed),
      ]),
    );
  };
  return walk(node, inList);
}

/** As short as a card's highlight may be ("Split-level makeovers", "Trim work"). */
const short = (n: number) => `Trim ${n}`;
const long = (n: number) =>
  `Item ${n}: a specialty described at length, so that one list of these cannot fit on one line`;

it('a new town saved with short and with long texts in every list passes prettier --check', async () => {
  const created = await post('new-town', { name: 'Randolph', zip: '07869' });
  const file = created.file as string;
  const absolute = path.join(path.dirname(studio.dir), file);
  const opened = (await (
    await fetch(`${studio.origin}/__studio/api/file?file=${file}`)
  ).json()) as { text: string; version: string };
  const town = JSON.parse(opened.text) as Json;
  let version = opened.version;
  for (const text of [short, long, short]) {
    const document = withListTexts(town, text);
    const saved = await post('save', { file, version, document });
    const onDisk = await readFile(absolute, 'utf8');
    expect(JSON.parse(onDisk)).toEqual(document);
    expect(saved.version).toBe(versionOf(onDisk));
    version = saved.version as string;
    const check = await prettierCheck(path.dirname(studio.dir), [file]);
    expect(check.output, `after the save with ${text(1)}`).toContain('All matched files use');
    expect(check.passed).toBe(true);
  }
  // Three saves, each checking the whole folder, and three runs of the CLI: on a busy machine.
}, 120_000);
