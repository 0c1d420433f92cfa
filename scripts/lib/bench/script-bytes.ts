import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import { loadedScripts, type LoadedScript } from './lhr-sample.ts';

/**
 * Gzip bytes of the scripts a page loaded, read from the served files in dist/: the precompressed
 * .gz beside a script when the build writes one (what the server sends), else zlib's gzip -9.
 * Not Lighthouse's transferSize: on a later visit the scripts come from the cache with a transfer
 * size of 0, yet the page still runs all of them. A script from elsewhere (none today) counts
 * with its transfer size.
 */
export function scriptSizer(distDir: string, origin: string) {
  const sizes = new Map<string, Promise<number>>();
  const gzipSize = async (file: string) => {
    if (existsSync(`${file}.gz`)) return (await readFile(`${file}.gz`)).length;
    return gzipSync(await readFile(file), { level: 9 }).length;
  };
  const size = ({ url, transferSize }: LoadedScript) => {
    const { pathname, origin: from } = new URL(url);
    const file = path.join(distDir, decodeURIComponent(pathname));
    if (from !== origin || !file.startsWith(distDir + path.sep) || !existsSync(file)) {
      return Promise.resolve(transferSize);
    }
    if (!sizes.has(file)) sizes.set(file, gzipSize(file));
    return sizes.get(file)!;
  };
  return async (lhr: Result): Promise<number | null> => {
    const scripts = loadedScripts(lhr);
    if (!scripts) return null;
    return (await Promise.all(scripts.map(size))).reduce((sum, bytes) => sum + bytes, 0);
  };
}
