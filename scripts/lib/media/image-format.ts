/**
 * What an uploaded file is, read from its first bytes (never from its name alone), and what its
 * name says it is. A picture is taken only when the two agree: a file named .jpg that holds a
 * PNG, or a page of HTML, is refused before any decoder sees it.
 */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heif';

export const FORMAT_NAMES: Record<PhotoFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  heif: 'HEIC/HEIF',
};

const EXTENSIONS: Record<string, PhotoFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  heic: 'heif',
  heif: 'heif',
};

/** The format a file name claims, or undefined for a name no photo has (e.g. .svg, .gif). */
export function formatOfName(name: string): PhotoFormat | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension ? EXTENSIONS[extension] : undefined;
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** What the bytes are: a photo format, `svg` (markup that may hide script), or undefined. */
export function formatOfBytes(bytes: Uint8Array): PhotoFormat | 'svg' | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (AVIF_BRANDS.has(brand)) return 'avif';
    if (HEIF_BRANDS.has(brand)) return 'heif';
  }
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  if (/<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}
