/**
 * `npm run media:add -- <file…> --alt "<what it shows>"`: adds photos and videos to the site
 * through the pipelines the studio uses (scripts/lib/media/). Every file is checked and made
 * ready first; only when all pass is any stored, so a refused batch writes nothing.
 *
 * - A photo (.jpg, .png, .webp, .avif, .heic) is stored under public/Assets/art/photos/ and
 *   recorded in pages-json/media.json.
 * - A video (.mp4, .webm) is stored in the storage bucket (supabase/storage/website-assets/), with
 *   a still of it added as a photo for its poster when ffmpeg is installed.
 *
 * Exit status: 0 stored (the last line printed is the `src` of the last file, ready for an image
 * or video field), 1 refused (one line per refused file, nothing written), 2 wrong command line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addPhoto, preparePhoto, PhotoRefused, type PreparedPhoto } from './lib/media/add-photo.ts';
import {
  prepareDescribedVideo,
  storeVideoWithStill,
  VideoRefused,
  type DescribedVideo,
  type VideoFolders,
} from './lib/media/add-video.ts';
import { imageManifestFor, pagesDir, publicDir } from './lib/paths.ts';
import { CommandLineError, readArgs } from './lib/args.ts';
import { STORAGE_DIR } from '../supabase/local/index.ts';
import { printable } from '../src/shared/characters.ts';

const usage = 'Usage: npm run media:add -- <photo.jpg|video.mp4…> --alt "What it shows"';

type Prepared = { kind: 'photo'; photo: PreparedPhoto } | { kind: 'video'; video: DescribedVideo };

/**
 * Every line this command prints names a file the author chose: each goes out through printable,
 * so a name holding ESC, a line break or U+202E prints as the one line it is, saying what it holds.
 */
const say = (line: string) => console.log(printable(line));
const complain = (line: string) => console.error(printable(line));

const isVideoName = (name: string) => /\.(mp4|m4v|webm|mov|mkv)$/i.test(name);
const isRefusal = (error: unknown) =>
  error instanceof PhotoRefused || error instanceof VideoRefused;

async function prepare(file: string, alt: string): Promise<Prepared> {
  const name = path.basename(file);
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new PhotoRefused(`${name}: it could not be read (${error.code ?? error.message}).`);
  });
  return isVideoName(name)
    ? { kind: 'video', video: await prepareDescribedVideo({ name, bytes, alt }) }
    : { kind: 'photo', photo: await preparePhoto({ name, bytes, alt }) };
}

/** Stores one prepared file; prints what was done and, last, its src. */
async function store(prepared: Prepared, folders: VideoFolders) {
  const said = (written: boolean) => (written ? 'stored' : 'already stored');
  if (prepared.kind === 'photo') {
    const { photo } = prepared;
    const written = await addPhoto(photo, folders);
    say(`${photo.name}: ${photo.width} × ${photo.height} px, ${said(written)}; as an image field:`);
    say(`  ${JSON.stringify({ src: photo.src, alt: photo.alt })}`);
    say(photo.src);
    return;
  }
  const { video, stored, still } = await storeVideoWithStill(prepared.video, folders);
  const changes = [
    video.movedIndex && 'its index moved in front, so it plays while it downloads',
    video.removed.length > 0 &&
      `${video.removed.join(', ')} removed (where and with what it was filmed)`,
  ].filter(Boolean);
  say(
    `${video.name}: ${said(stored)}${changes.length ? `, ${changes.join('; ')}` : ''}; as a video field:`,
  );
  const poster = still
    ? { src: still.src, alt: still.alt }
    : { src: '<choose a still>', alt: prepared.video.alt };
  say(`  ${JSON.stringify({ src: video.src, poster })}`);
  if (!still)
    say(
      '  No still was taken (ffmpeg is not installed, or could not read it): add a photo of a frame for its poster.',
    );
  say(video.src);
}

export async function main(
  args: string[],
  folders: VideoFolders = {
    publicDir,
    pagesDir,
    storageDir: STORAGE_DIR,
    manifestFile: imageManifestFor(publicDir),
  },
): Promise<number> {
  let files: string[];
  let alt: string;
  try {
    const { values, positionals } = readArgs(args, {
      allowPositionals: true,
      options: { alt: { type: 'string' } },
    });
    if (!positionals.length) throw new Error('Name at least one photo or video to add.');
    if (values.alt === undefined) throw new Error('Give what it shows with --alt "…".');
    [files, alt] = [positionals, values.alt];
  } catch (error) {
    complain((error as Error).message);
    if (!(error instanceof CommandLineError)) console.error(usage);
    return 2;
  }
  // One at a time: decoding a 12-megapixel photo takes a few hundred MB, and a batch may be long.
  const prepared: Prepared[] = [];
  let refused = 0;
  for (const file of files) {
    try {
      prepared.push(await prepare(file, alt));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      complain((error as Error).message);
      refused += 1;
    }
  }
  if (refused) {
    console.error(`Nothing was stored: ${refused} of ${files.length} refused.`);
    return 1;
  }
  for (const file of prepared) {
    try {
      await store(file, folders);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      complain((error as Error).message);
      return 1;
    }
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
