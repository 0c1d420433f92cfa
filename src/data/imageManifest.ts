import manifestJson from '../generated/images.json';

/** The sizes the build made of one picture under /Assets/art/ (see scripts/lib/build/images.ts). */
export interface ImageVariants {
  width: number;
  height: number;
  widths: readonly number[];
}

/** src/generated/images.json: every picture under /Assets/art/ and the sizes made of it. */
export const imageManifest: Readonly<Record<string, ImageVariants>> = manifestJson;
