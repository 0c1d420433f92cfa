/**
 * `npm run storage:push` against the local backend, as far as its storage allows: it serves
 * public objects but takes no uploads. So `--check` is tested whole (what is there, missing or
 * different, read from the real public addresses), and a push shows how a refused upload is told.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/index.ts';
import { START_TIMEOUT_MS, TestBackend } from '../supabase/local/harness/index.ts';
import { main } from './storage-push.ts';

const hero = readFileSync(new URL('../supabase/storage/website-assets/hero.mp4', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'storage-push-'));
/** What the "hosted" project serves: the local backend's bucket folder. */
const served = path.join(work, 'served');
/** What the author has: the local bucket folder to copy from. */
const local = path.join(work, 'local');
for (const folder of [served, path.join(local, 'clips')]) mkdirSync(folder, { recursive: true });
writeFileSync(path.join(served, 'hero.mp4'), hero);
writeFileSync(path.join(served, 'about.mp4'), hero.subarray(0, 1000));
writeFileSync(path.join(local, 'hero.mp4'), hero);
writeFileSync(path.join(local, 'about.mp4'), hero);
writeFileSync(path.join(local, 'clips', 'porch loop.mp4'), hero);
writeFileSync(path.join(local, '.DS_Store'), 'not published');

const backend = new TestBackend('pglite', undefined, {
  publicBuckets: new Map([['website-assets', served]]),
});
beforeAll(() => backend.start(), START_TIMEOUT_MS);
afterAll(async () => {
  await backend.dispose();
  rmSync(work, { recursive: true, force: true });
});

/** The command's exit status and every line it printed. */
async function run(args: string[], env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
  const error = vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
  try {
    const status = await main(args, env, new Map([['website-assets', local]]));
    return { status, out: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

it('--check names what the project lacks or holds otherwise, reading its public addresses', async () => {
  const { status, out } = await run(['--check'], { SUPABASE_URL: backend.gateway.url });
  expect(status).toBe(1);
  expect(out).toContain('website-assets/hero.mp4: already there');
  expect(out).toContain(
    `website-assets/about.mp4: differs (1000 bytes there, ${hero.length} here)`,
  );
  expect(out).toContain('website-assets/clips/porch loop.mp4: missing');
  expect(out).not.toContain('DS_Store');
  expect(out).toContain(`2 of 3 files missing or differ at ${backend.gateway.url}.`);
});

it('--check passes once the project holds every file', async () => {
  writeFileSync(path.join(served, 'about.mp4'), hero);
  mkdirSync(path.join(served, 'clips'), { recursive: true });
  writeFileSync(path.join(served, 'clips', 'porch loop.mp4'), hero);
  const { status, out } = await run(['--check'], { SUPABASE_URL: backend.gateway.url });
  expect(status).toBe(0);
  expect(out).toContain(`All 3 files are at ${backend.gateway.url}.`);
  rmSync(path.join(served, 'clips'), { recursive: true });
});

it('says which file was not uploaded, and why, when the storage refuses it', async () => {
  const { status, out } = await run([], {
    SUPABASE_URL: backend.gateway.url,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
  });
  expect(status).toBe(1);
  expect(out).toContain('website-assets/hero.mp4: already there');
  expect(out).toMatch(/website-assets\/clips\/porch loop\.mp4: not uploaded \(.+\)/);
  expect(out).toContain('1 of 3 files failed');
});

it('asks for the project and the key before anything else', async () => {
  expect((await run([], {})).status).toBe(2);
  const noKey = await run([], { SUPABASE_URL: backend.gateway.url });
  expect(noKey).toMatchObject({ status: 2 });
  expect(noKey.out).toContain('SUPABASE_SERVICE_ROLE_KEY');
});
