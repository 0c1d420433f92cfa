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
  /**
   * A subtle change over a large area: pixels beyond this lower distance may be at most
   * `maxTintedShare` of the picture. Left out, only the first rule holds.
   */
  tint?: { threshold: number; maxTintedShare: number };
}

/**
 * Measured (docs/testing.md): a photograph scaled down may be drawn with slightly different
 * filtering from run to run (up to 663 pixels beyond pixelmatch's 0.1, at most 3 beyond 0.2),
 * while the smallest real change seen, one pixel of padding, moved 1,833. Threshold 0.2 is also
 * Playwright's own default for its screenshot comparisons; ten pixels is a margin for a stray one.
 *
 * That rule alone passed a section's background gradient made one colour (navy to navy-light
 * became navy): no pixel moved beyond 0.2, yet 16 to 19 % of the picture moved beyond 0.05. The
 * filtering noise moves at most 0.3 % beyond 0.05 (4,151 of 1,296,000 pixels), so a picture of
 * which more than 2 % moved beyond 0.05 has changed colour.
 */
export const TOLERANCE: Tolerance = {
  threshold: 0.2,
  maxDiffPixels: 10,
  tint: { threshold: 0.05, maxTintedShare: 0.02 },
};

export interface Comparison {
  matches: boolean;
  differing: number;
  /** Set when the two pictures are not the same size. */
  sizeChange?: string;
  /** Set when a large part of the picture changed colour, however slightly. */
  colourChange?: string;
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
  const [before, after] = [onCanvas(expected, width, height), onCanvas(actual, width, height)];
  /** How many pixels differ beyond `threshold`, and where (red over a faded expected picture). */
  const match = (threshold: number) => {
    const diff = new PNG({ width, height });
    const count = pixelmatch(before.data, after.data, diff.data, width, height, { threshold });
    return { count, diff };
  };
  const sharp = match(tolerance.threshold);
  const tint = tolerance.tint && match(tolerance.tint.threshold);
  const tinted = tint !== undefined && tint.count > tolerance.tint!.maxTintedShare * width * height;
  const moved = sharp.count > tolerance.maxDiffPixels;
  const matches = !sizeChange && !moved && !tinted;
  const colourChange = tinted
    ? `${((100 * tint.count) / (width * height)).toFixed(1)} % of the picture changed colour`
    : undefined;
  return {
    matches,
    differing: sharp.count,
    ...(sizeChange ? { sizeChange } : {}),
    ...(colourChange ? { colourChange } : {}),
    // A change of colour alone shows where at the lower distance, where it is seen.
    ...(matches ? {} : { diff: PNG.sync.write(!moved && tinted ? tint.diff : sharp.diff) }),
  };
}
