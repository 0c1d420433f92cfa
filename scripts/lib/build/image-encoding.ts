/** Turns one source picture into every width and format the site serves. */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { atomicWrite, isLeftBehind, isTemporaryFile } from '../../../content/node.ts';
import {
  IMAGE_FORMATS,
  OUTPUT_DIR,
  outputPath,
  type ImageFormat,
  type ImageSource,
} from './image-sources.ts';

// Chosen for speed: the whole set must encode in a few seconds on two cores. On this flat
// artwork AVIF effort 0 at q45 looks the same as effort 1 at q55 for half the CPU (and ~15% more
// bytes); mozjpeg cost 3x plain progressive JPEG for 15% fewer bytes on the old-browser fallback.
const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 45, effort: 0, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 80, effort: 2 }),
  jpg: (image) =>
    image
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, progressive: true, optimiseCoding: true }),
};

const outputsOf = (source: ImageSource, publicDir: string) =>
  source.widths.flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({
      width,
      format,
      file: outputPath(publicDir, source.stem, width, format),
    })),
  );

/** True when every output exists and is newer than the source. */
export async function isFresh(source: ImageSource, publicDir: string): Promise<boolean> {
  const sourceTime = (await stat(source.file)).mtimeMs;
  for (const { file } of outputsOf(source, publicDir)) {
    const output = await stat(file).catch(() => null);
    if (!output || output.mtimeMs < sourceTime) return false;
  }
  return true;
}

function isFullyOpaque(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/** Writes every width and format of one source; returns the number of files written. */
export async function encodeSource(source: ImageSource, publicDir: string): Promise<number> {
  const outputs = outputsOf(source, publicDir);
  await mkdir(path.dirname(outputs[0]!.file), { recursive: true });
  // Rasterise once at full size; every width and format is made from these pixels.
  const { data, info } = await sharp(source.file).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // A fully opaque alpha plane would still cost AVIF and WebP a second encoded image.
  const opaque = info.channels === 4 && isFullyOpaque(data);
  const pixels = () => (opaque ? sharp(data, raw).removeAlpha() : sharp(data, raw));
  // Each size whole or not at all: a build stopped mid-encode must not leave a cut file, which
  // isFresh would then take for done and the site would publish.
  await Promise.all(
    outputs.map(async ({ width, format, file }) =>
      atomicWrite(file, await encoders[format](pixels().resize({ width })).toBuffer()),
    ),
  );
  return outputs.length;
}

/**
 * Deletes files in public/Assets/img/ that no current source produces, and temporary files whose
 * writer has ended; returns how many. Another run's write in progress is left to finish.
 */
export async function removeStaleOutputs(publicDir: string, sources: ImageSource[]) {
  const expected = new Set(
    sources.flatMap((source) => outputsOf(source, publicDir).map((o) => o.file)),
  );
  const entries = await readdir(path.join(publicDir, OUTPUT_DIR), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  const stale = entries
    .filter((entry) => entry.isFile() && (!isTemporaryFile(entry.name) || isLeftBehind(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !expected.has(file));
  await Promise.all(stale.map((file) => rm(file, { force: true })));
  return stale.length;
}
