import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scriptSizer } from './script-bytes.ts';

const origin = 'http://127.0.0.1:4180';
let dist: string;
const script = 'export const answer = 42;\n'.repeat(200);
beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'script-bytes-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets/app.js'), script);
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('scriptSizer', () => {
  it('counts the gzip size of each served script, even when it came from the cache', async () => {
    const bytes = await scriptSizer(
      dist,
      origin,
    )([{ url: `${origin}/assets/app.js`, transferSize: 0 }]);
    expect(bytes).toBe(gzipSync(script, { level: 9 }).length);
    expect(bytes).toBeLessThan(script.length);
  });

  it('takes the precompressed file the server would send when the build wrote one', async () => {
    await writeFile(path.join(dist, 'assets/app.js.gz'), Buffer.alloc(777));
    const bytes = await scriptSizer(
      dist,
      origin,
    )([{ url: `${origin}/assets/app.js`, transferSize: 0 }]);
    expect(bytes).toBe(777);
  });

  it('counts a script from elsewhere, or outside dist/, by its transfer size', async () => {
    const bytes = await scriptSizer(
      dist,
      origin,
    )([
      { url: 'https://cdn.example/lib.js', transferSize: 300 },
      { url: `${origin}/../../etc/passwd.js`, transferSize: 20 },
    ]);
    expect(bytes).toBe(320);
  });

  it('counts a script fetched twice once', async () => {
    const once = { url: `${origin}/assets/app.js`, transferSize: 0 };
    const sizer = scriptSizer(dist, origin);
    expect(await sizer([once, once])).toBe(await sizer([once]));
  });
});
