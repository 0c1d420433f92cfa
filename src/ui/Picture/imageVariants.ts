import { imageManifest as manifest, type ImageVariants } from '../../data/imageManifest.ts';

export type { ImageVariants };

export type ImageFormat = 'avif' | 'webp' | 'jpg';

/** The generated sizes of a picture, or undefined for any other image (e.g. an https address). */
export function imageVariants(src: string): ImageVariants | undefined {
  return Object.hasOwn(manifest, src) ? manifest[src] : undefined;
}

/** /Assets/art/rooms/den.svg, 480, webp → /Assets/img/rooms/den-480.webp: the build's file names. */
export function variantUrl(src: string, width: number, format: ImageFormat): string {
  const stem = src.replace(/^\/Assets\/art\//, '/Assets/img/').replace(/\.[a-z]+$/i, '');
  return `${stem}-${width}.${format}`;
}

export const variantSrcSet = (src: string, widths: readonly number[], format: ImageFormat) =>
  widths.map((width) => `${variantUrl(src, width, format)} ${width}w`).join(', ');

/** The width used where only one file can be named: 960 px, or the nearest size below it. */
export function defaultWidth(widths: readonly number[]): number {
  const atMost960 = widths.filter((width) => width <= 960);
  return atMost960.length ? Math.max(...atMost960) : Math.min(...widths);
}
