/**
 * The one pipeline every photo an author adds goes through (`npm run media:add` and the studio's
 * media library): checked, re-encoded, stored once under its content hash and recorded.
 *
 * - Checked before any decoding: alt text given, at most 30 MB, bytes that are the format the
 *   name says (never SVG, where script can hide), and a header that claims at most 40 megapixels,
 *   so a decompression bomb is refused in milliseconds. sharp's `limitInputPixels` holds the same
 *   line while decoding, for a header that lied.
 * - Re-encoded, never copied: the pixels are decoded, turned upright as the camera's orientation
 *   says, converted to sRGB, fitted within 2,400 px and encoded anew (JPEG, or PNG where the
 *   picture has transparency). sharp writes no metadata unless asked, so nothing of the upload
 *   survives but its pixels: no EXIF camera fields or GPS position, no XMP, IPTC or comments, no
 *   bytes appended after the picture.
 * - Stored once: the file is named by the hash of what was stored, so the same photo added twice
 *   is one file with one `src`, and created whole (createWhole: a file beside it, then a link that
 *   fails if the name is taken), so two authors adding at once both succeed.
 * - Recorded in the media index (media-index.ts) with its file name, alt text and size, so the
 *   library finds a photo no page uses yet by what it shows.
 *
 * The build makes the AVIF/WebP/JPEG sizes of it as it does for the artwork, and records its
 * width and height, so the page reserves its space.
 */
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { storeOnce } from './store-once.ts';
import { changeMediaIndex, IndexRefused, setManifestEntry, withPhoto } from './media-index.ts';
import { FORMAT_NAMES, formatOfBytes, formatOfName } from './image-format.ts';
import { UPLOAD_LIMITS } from '../../../src/shared/studio/api.ts';
import { describeTextFault, textFault } from '../../../src/shared/authorText.ts';
import { printable } from '../../../src/shared/characters.ts';

export const PHOTO_LIMITS = {
  bytes: UPLOAD_LIMITS.photo,
  pixels: 40_000_000,
  longEdge: 2400,
  altLength: 250,
} as const;

/** Where photos are stored, under the site's public folder; the build's image step reads it. */
export const PHOTOS_DIR = 'Assets/art/photos';

/** Whether a site path names a stored photo: its folder, a 20-digit hash and its extension. */
export const isPhotoSrc = (sitePath: string) =>
  new RegExp(`^/${PHOTOS_DIR}/[0-9a-f]{20}\\.(jpg|png)$`).test(sitePath);

/** A photo the pipeline will not store: its message is the whole reason, one line. */
export class PhotoRefused extends Error {}

export interface NewPhoto {
  /**
   * The file's name as the author had it, e.g. IMG_2041.jpg: its extension is used, and it is
   * recorded and shown with its control and format characters escaped (printable).
   */
  name: string;
  bytes: Buffer;
  alt: string;
}

export interface PreparedPhoto {
  name: string;
  alt: string;
  /** The stored file's bytes and its site path, e.g. /Assets/art/photos/3f2a….jpg. */
  bytes: Buffer;
  src: string;
  width: number;
  height: number;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const thousands = (value: number) => value.toLocaleString('en-US');

/**
 * Why an alt text cannot be stored, or undefined when it can: the check every added picture's
 * alt passes, a photo's and a video's still's, so a video is refused before it is stored.
 */
export function altTextProblem(
  alt: string,
  ask = 'Say what the picture shows, for people who cannot see it (--alt "…").',
): string | undefined {
  const altText = alt.trim();
  // Checked as every author text is (textFault): a control character, or nothing a reader hears.
  const fault = textFault(altText);
  if (fault)
    return `the alt text ${describeTextFault(fault)}. ${fault.kind === 'empty' ? ask : 'Remove it.'}`;
  if (altText.length > PHOTO_LIMITS.altLength)
    return `the alt text is ${altText.length} characters; at most ${PHOTO_LIMITS.altLength} fit. Say what matters most.`;
  return undefined;
}

/** Checks a photo and encodes what would be stored, writing nothing; throws PhotoRefused. */
export async function preparePhoto({ name, bytes, alt }: NewPhoto): Promise<PreparedPhoto> {
  const shownName = printable(name);
  const refuse: (reason: string) => never = (reason) => {
    throw new PhotoRefused(`${shownName}: ${printable(reason)}`);
  };
  const altProblem = altTextProblem(alt);
  if (altProblem) refuse(altProblem);
  const altText = alt.trim();
  if (bytes.length === 0) refuse('the file is empty.');
  if (bytes.length > PHOTO_LIMITS.bytes)
    refuse(
      `the file is ${megabytes(bytes.length)}; a photo may be at most ${megabytes(PHOTO_LIMITS.bytes)}. Export it smaller (2,400 px on its long side is plenty).`,
    );
  const held = formatOfBytes(bytes);
  if (held === 'svg')
    refuse(
      'SVG is not taken: a script can hide in it. Export the picture as PNG or JPEG and add that.',
    );
  const named = formatOfName(name);
  if (!named)
    refuse(
      `a photo is a .jpg, .png, .webp, .avif or .heic file; "${path.extname(name) || 'no extension'}" is none of them.`,
    );
  if (!held) refuse(`the file is named as a ${FORMAT_NAMES[named]} but holds no picture.`);
  if (held !== named)
    refuse(
      `the file is named as a ${FORMAT_NAMES[named]} but holds a ${FORMAT_NAMES[held]}. Give it the right extension, or export it again.`,
    );

  // The header alone, before any pixel is decoded.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: Error) =>
      refuse(`it could not be read as a ${FORMAT_NAMES[held]} (${error.message}).`),
    );
  const claimed = header.width * header.height;
  if (claimed > PHOTO_LIMITS.pixels)
    refuse(
      `it claims ${thousands(header.width)} × ${thousands(header.height)} pixels (${thousands(Math.round(claimed / 1e6))} megapixels); at most ${PHOTO_LIMITS.pixels / 1e6} megapixels are taken.`,
    );

  const { longEdge } = PHOTO_LIMITS;
  const pipeline = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: 'error' })
    .rotate()
    .resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  const extension = header.hasAlpha ? 'png' : 'jpg';
  const encoded =
    extension === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 86, mozjpeg: true });
  const { data, info } = await encoded
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) =>
      refuse(
        held === 'heif' && /codec|decoder|unsupported/i.test(error.message)
          ? `this machine's image library (sharp ${sharp.versions.sharp}, libheif without an HEVC decoder) cannot read HEIC photos. Export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and add that.`
          : `its pixels could not be decoded (${error.message}).`,
      ),
    );
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 20);
  return {
    name: shownName,
    alt: altText,
    bytes: data,
    src: `/${PHOTOS_DIR}/${hash}.${extension}`,
    width: info.width,
    height: info.height,
  };
}

export interface MediaFolders {
  /** The site's public folder, where the photo is stored (public/). */
  publicDir: string;
  /** The page folder, whose media index (media.json) records it (pages-json/). */
  pagesDir: string;
  /**
   * The image manifest the site is built with (src/generated/images.json), kept in step when
   * given: only the project's own public folder has one, never a test's copy.
   */
  manifestFile?: string;
}

/**
 * Stores a prepared photo under `publicDir` and records it in the media index, both or neither.
 * Resolves `true` when the photo was written, `false` when the same photo was already there;
 * throws PhotoRefused when the folder or the index cannot be written.
 */
export async function addPhoto(
  photo: PreparedPhoto,
  { publicDir, pagesDir, manifestFile }: MediaFolders,
) {
  const file = path.join(publicDir, photo.src);
  const refuse = (reason: string): never => {
    throw new PhotoRefused(`${photo.name}: ${reason}`);
  };
  try {
    return await changeMediaIndex(pagesDir, async (photos) => {
      const written = await storeOnce(file, photo.bytes, refuse);
      const { name, alt, width, height } = photo;
      const restoreManifest = manifestFile
        ? await setManifestEntry(manifestFile, photo.src, { width, height }).catch(
            async (error: Error) => {
              if (written) await rm(file, { force: true });
              return refuse(error.message);
            },
          )
        : undefined;
      return {
        photos: withPhoto(photos, photo.src, { name, alt, width, height }),
        result: written,
        undo: async () => {
          await restoreManifest?.();
          if (written) await rm(file, { force: true });
        },
      };
    });
  } catch (error) {
    if (error instanceof IndexRefused) refuse(error.message);
    throw error;
  }
}
