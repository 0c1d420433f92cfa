/** Where the raster pipeline reads pictures, what it names its outputs, and the manifest format. */
import path from 'node:path';
import sharp from 'sharp';
import { formatProblem, publicLinkProblem } from '../../../content/index.ts';
import { readSiteFolder } from '../../../content/node.ts';
import { printable } from '../../../src/shared/characters.ts';

export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const ART_DIR = 'Assets/art';
export const OUTPUT_DIR = 'Assets/img';

const SOURCE_FILE = /\.(svg|png|jpe?g)$/i;

export interface ImageEntry {
  width: number;
  height: number;
  widths: number[];
}
export type ImageManifest = Record<string, ImageEntry>;

export interface ImageSource extends ImageEntry {
  file: string;
  /** Site path of the source, e.g. /Assets/art/hero-home.svg: the manifest key. */
  sitePath: string;
  /** Output path without width and extension, relative to publicDir, e.g. Assets/img/hero-home. */
  stem: string;
}

/** The standard widths up to the source's own (never upscaled), plus the source width between them. */
export function targetWidths(sourceWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return sourceWidth < largest && !widths.includes(sourceWidth) ? [...widths, sourceWidth] : widths;
}

export const outputPath = (publicDir: string, stem: string, width: number, format: ImageFormat) =>
  path.join(publicDir, `${stem}-${width}.${format}`);

/** A picture the image step will not turn into sizes; its message is one line for the author. */
export class ImageSourceRefused extends Error {}

async function readSize(file: string, name: string) {
  try {
    const { width, height } = await sharp(file).metadata();
    return { width, height };
  } catch (error) {
    throw new ImageSourceRefused(
      `${printable(`public/${ART_DIR}/${name}`)} could not be read as an image (${printable((error as Error).message)}). Replace it with a valid SVG, PNG or JPEG file.`,
    );
  }
}

/**
 * The pictures' names under public/Assets/art/, read as validate reads public/: a link (to a
 * file, or a linked Assets/ or art/ folder) is never followed, and refuses the whole run before
 * anything is written, so no size of what it leads to is made or listed in the manifest.
 */
function sourceNames(publicDir: string): string[] {
  const { files, links } = readSiteFolder(publicDir);
  const art = `${path.basename(publicDir)}/${ART_DIR}`;
  const inArt = links.filter(
    (link) => link.startsWith(`${art}/`) || `${art}/`.startsWith(`${link}/`),
  );
  if (inArt.length > 0)
    throw new ImageSourceRefused(
      inArt.map((link) => formatProblem(publicLinkProblem(link))).join('\n'),
    );
  return [...files]
    .filter((file) => file.startsWith(`/${ART_DIR}/`) && SOURCE_FILE.test(file))
    .map((file) => file.slice(ART_DIR.length + 2))
    .sort();
}

/** Every picture under public/Assets/art/ (recursively), sorted by path, with its size. */
export async function findImageSources(publicDir: string): Promise<ImageSource[]> {
  const artDir = path.join(publicDir, ART_DIR);
  const names = sourceNames(publicDir);
  const stems = new Map<string, string>();
  for (const name of names) {
    const stem = `${OUTPUT_DIR}/${name.replace(SOURCE_FILE, '')}`;
    const clash = stems.get(stem);
    if (clash) {
      throw new ImageSourceRefused(
        `${printable(`public/${ART_DIR}/${clash}`)} and ${printable(`public/${ART_DIR}/${name}`)} would produce the same files in public/${OUTPUT_DIR}/. Rename one of them.`,
      );
    }
    stems.set(stem, name);
  }
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(artDir, name);
      const { width, height } = await readSize(file, name);
      const stem = `${OUTPUT_DIR}/${name.replace(SOURCE_FILE, '')}`;
      return {
        file,
        stem,
        sitePath: `/${ART_DIR}/${name}`,
        width,
        height,
        widths: targetWidths(width),
      };
    }),
  );
}

export const toManifest = (sources: ImageSource[]): ImageManifest =>
  Object.fromEntries(
    sources.map(({ sitePath, width, height, widths }) => [sitePath, { width, height, widths }]),
  );

/** What src/generated/images.json must contain for the pictures now in public/Assets/art/. */
export async function describeImages(publicDir: string): Promise<ImageManifest> {
  return toManifest(await findImageSources(publicDir));
}

/** Sorted keys, one entry per line: stable output and readable diffs. */
export function serializeManifest(manifest: ImageManifest): string {
  const lines = Object.keys(manifest)
    .sort()
    .map((key) => {
      const { width, height, widths } = manifest[key]!;
      return `  ${JSON.stringify(key)}: { "width": ${width}, "height": ${height}, "widths": [${widths.join(', ')}] }`;
    });
  return `{\n${lines.join(',\n')}\n}\n`;
}
