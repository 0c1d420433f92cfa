import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface LoadedScript {
  url: string;
  /** Bytes as they came over the wire; counted only for a script that is not a file of dist/. */
  transferSize: number;
}

/**
 * Gzip bytes of the scripts a page loaded, read from the served files in dist/: the precompressed
 * .gz beside a script when the build writes one, else zlib's gzip -9. The same count whatever
 * encoding the browser was sent (the server prefers brotli) and whether it came from the cache.
 * A script from elsewhere (none today) counts with its transfer size.
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
  return async (scripts: readonly LoadedScript[]): Promise<number> => {
    const unique = [...new Map(scripts.map((script) => [script.url, script])).values()];
    return (await Promise.all(unique.map(size))).reduce((sum, bytes) => sum + bytes, 0);
  };
}
