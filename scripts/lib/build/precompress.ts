/**
 * Brotli (.br) and gzip (.gz) copies beside every compressible file of the build, as a static
 * host or CDN serves them: `npm start` (lib/serve/dist-files.ts) sends one of them when the request accepts it.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, video and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

/** Below about one network packet compression saves nothing a visitor would notice. */
export const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
}

export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const names = (await readdir(dir, { recursive: true })).filter(
    // Dot folders (Vite's .vite/manifest.json) are not served.
    (name) => COMPRESSIBLE.test(name) && !name.split(path.sep).some((part) => part.startsWith('.')),
  );
  // Pages are written twice (about.html and about/index.html): compress each content once.
  const compressed = new Map<string, Promise<[Buffer, Buffer]>>();
  const results = await Promise.all(
    names.map((name) => precompressFile(path.join(dir, name), compressed)),
  );
  const written = results.filter((result) => result !== undefined);
  return {
    files: written.length,
    bytes: written.reduce((sum, result) => sum + result.bytes, 0),
    brotliBytes: written.reduce((sum, result) => sum + result.brotliBytes, 0),
  };
}

/** Writes file.br and file.gz unless the file is small; says what it saved. */
async function precompressFile(file: string, byContent: Map<string, Promise<[Buffer, Buffer]>>) {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) return undefined;
  const key = createHash('sha256').update(original).digest('hex');
  if (!byContent.has(key)) byContent.set(key, compress(original));
  const [br, gz] = await byContent.get(key)!;
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { bytes: original.length, brotliBytes: br.length };
}

function compress(original: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
}
