/**
 * `npm run media:add -- <file…> --alt "<what the picture shows>"`: adds photos to the site
 * through the one photo pipeline (scripts/lib/media/add-photo.ts). Every file is checked and
 * encoded first; only when all pass is any stored, so a refused batch writes nothing.
 *
 * Exit status: 0 stored (the last line printed is the `src` of the last photo, ready for an
 * image field), 1 refused (one line per refused file, nothing written), 2 wrong command line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  preparePhoto,
  storePhoto,
  PhotoRefused,
  type PreparedPhoto,
} from './lib/media/add-photo.ts';
import { publicDir } from './lib/paths.ts';

const usage = 'Usage: npm run media:add -- <photo.jpg…> --alt "What the picture shows"';

async function prepare(file: string, alt: string): Promise<PreparedPhoto> {
  const name = path.basename(file);
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new PhotoRefused(`${name}: it could not be read (${error.code ?? error.message}).`);
  });
  return preparePhoto({ name, bytes, alt });
}

export async function main(args: string[], into = publicDir): Promise<number> {
  let files: string[];
  let alt: string;
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { alt: { type: 'string' } },
    });
    if (!positionals.length) throw new Error('Name at least one photo to add.');
    if (values.alt === undefined) throw new Error('Give its alt text with --alt "…".');
    [files, alt] = [positionals, values.alt];
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  // One at a time: decoding a 12-megapixel photo takes a few hundred MB, and a batch may be long.
  const prepared: PreparedPhoto[] = [];
  let refused = 0;
  for (const file of files) {
    try {
      prepared.push(await prepare(file, alt));
    } catch (error) {
      if (!(error instanceof PhotoRefused)) throw error;
      console.error(error.message);
      refused += 1;
    }
  }
  if (refused) {
    console.error(`Nothing was stored: ${refused} of ${files.length} refused.`);
    return 1;
  }
  for (const photo of prepared) {
    try {
      const written = await storePhoto(photo, into);
      console.log(
        `${photo.name}: ${photo.width} × ${photo.height} px, ${written ? 'stored' : 'already stored'}; as an image field:`,
      );
      console.log(`  ${JSON.stringify({ src: photo.src, alt: photo.alt })}`);
      console.log(photo.src);
    } catch (error) {
      if (!(error instanceof PhotoRefused)) throw error;
      console.error(error.message);
      return 1;
    }
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
