/**
 * Compares two PNG pictures of a story with pixelmatch: how many pixels differ by more than the
 * threshold, and a picture of where. Pictures of different sizes (a story grown by a pixel) are
 * compared on the larger canvas, the missing part transparent, so the diff still shows the shift.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Tolerance {
  /** pixelmatch's per-pixel colour distance (0 to 1) under which two pixels count as equal. */
  threshold: number;
  /** How many pixels may differ beyond that before the pictures count as different. */
  maxDiffPixels: number;
}

/**
 * Measured on this machine (README, "Visual regression"): a photograph scaled down may be drawn
 * with slightly different filtering from run to run (up to 246 pixels beyond pixelmatch's 0.1,
 * at most 3 beyond 0.2), while the smallest real change seen, one pixel of padding, moved 1,833.
 * Threshold 0.2 is also Playwright's own default for its screenshot comparisons; ten pixels is a
 * margin for a stray one.
 */
export const TOLERANCE: Tolerance = { threshold: 0.2, maxDiffPixels: 10 };

export interface Comparison {
  matches: boolean;
  differing: number;
  /** Set when the two pictures are not the same size. */
  sizeChange?: string;
  /** Where they differ (red), over a faded copy of the expected picture. */
  diff?: Buffer;
}

/** `png` drawn on a transparent canvas of width × height, from the top left. */
function onCanvas(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const canvas = new PNG({ width, height });
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas;
}

export function comparePngs(
  expectedPng: Buffer,
  actualPng: Buffer,
  tolerance: Tolerance = TOLERANCE,
): Comparison {
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const sizeChange =
    expected.width === actual.width && expected.height === actual.height
      ? undefined
      : `${expected.width}×${expected.height} px became ${actual.width}×${actual.height} px`;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(
    onCanvas(expected, width, height).data,
    onCanvas(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold: tolerance.threshold },
  );
  const matches = !sizeChange && differing <= tolerance.maxDiffPixels;
  return {
    matches,
    differing,
    ...(sizeChange ? { sizeChange } : {}),
    ...(matches ? {} : { diff: PNG.sync.write(diff) }),
  };
}
