/**
 * Build-time raster pipeline. Every picture under public/Assets/art/ becomes AVIF, WebP and JPEG
 * files in public/Assets/img/<name>-<width>.<format> (git-ignored), and src/generated/images.json
 * (committed) records which sizes exist, so <Picture> can write srcset without the file system.
 *
 * `npm run images` runs it alone (`--force` re-encodes everything); build and dev call it first.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { atomicWrite, removeStaleTemporaryFiles } from '../../../content/node.ts';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { argsOrExit } from '../args.ts';
import { encodeSource, isFresh, removeStaleOutputs } from './image-encoding.ts';
import {
  ART_DIR,
  ImageSourceRefused,
  findImageSources,
  serializeManifest,
  toManifest,
  type ImageManifest,
} from './image-sources.ts';
import { generatedDir, publicDir as sitePublicDir } from '../paths.ts';

export { describeImages, serializeManifest, type ImageManifest } from './image-sources.ts';
export const defaultManifestFile = path.join(generatedDir, 'images.json');

export interface GenerateImagesOptions {
  publicDir?: string;
  /** Re-encode even when the outputs are newer than their source. */
  force?: boolean;
  manifestFile?: string;
}

export interface GenerateImagesResult {
  manifest: ImageManifest;
  sources: number;
  encodedSources: number;
  filesWritten: number;
  filesRemoved: number;
  milliseconds: number;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function generateImages({
  publicDir = sitePublicDir,
  force = false,
  manifestFile = defaultManifestFile,
}: GenerateImagesOptions = {}): Promise<GenerateImagesResult> {
  const started = performance.now();
  // The sizes' folder is swept after encoding (removeStaleOutputs); the manifest's, here.
  await removeStaleTemporaryFiles(path.dirname(manifestFile));
  const sources = await findImageSources(publicDir);
  // Largest first, so two cores do not end with one big picture encoding alone.
  const queue = [...sources].sort((a, b) => b.width * b.height - a.width * a.height);
  let encodedSources = 0;
  let filesWritten = 0;
  await eachLimited(queue, os.availableParallelism(), async (source) => {
    if (!force && (await isFresh(source, publicDir))) return;
    const written = await encodeSource(source, publicDir);
    filesWritten += written;
    encodedSources += 1;
  });
  const filesRemoved = await removeStaleOutputs(publicDir, sources);
  const manifest = toManifest(sources);
  const text = serializeManifest(manifest);
  // Unchanged content is not rewritten, so the dev server does not reload for nothing.
  if ((await readFile(manifestFile, 'utf8').catch(() => '')) !== text) {
    await mkdir(path.dirname(manifestFile), { recursive: true });
    await atomicWrite(manifestFile, text);
  }
  const milliseconds = Math.round(performance.now() - started);
  return {
    manifest,
    sources: sources.length,
    encodedSources,
    filesWritten,
    filesRemoved,
    milliseconds,
  };
}

export function describeRun({
  sources,
  encodedSources,
  filesWritten,
  milliseconds,
}: GenerateImagesResult) {
  const upToDate = sources - encodedSources;
  return `Images: ${sources} in public/${ART_DIR}/, ${encodedSources} encoded (${filesWritten} files), ${upToDate} up to date, in ${milliseconds} ms.`;
}

/**
 * The image step as `npm run images`, dev and build run it: its summary, or the reason a picture
 * was refused in plain words (no stack trace). False when refused: nothing was written then.
 */
export async function runImageStep(options: GenerateImagesOptions = {}): Promise<boolean> {
  try {
    console.log(describeRun(await generateImages(options)));
    return true;
  } catch (error) {
    if (!(error instanceof ImageSourceRefused)) throw error;
    console.error(error.message);
    return false;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { force } = argsOrExit({ options: { force: { type: 'boolean', default: false } } }).values;
  if (!(await runImageStep({ force }))) process.exit(1);
}
