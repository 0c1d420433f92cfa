/**
 * Where two pictures of a page differ, as boxes a person finds at a glance on a picture thousands
 * of pixels tall. A changed heading that takes one more line moves all below it down: compared
 * pixel by pixel, all of that differs. So the pictures' rows are matched first, as a text diff
 * matches lines, and only the rows that match nothing are a change.
 */
import { createHash } from 'node:crypto';
import { diffArrays } from 'diff';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { TOLERANCE } from './compare.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A place that changed: where it is in the picture now, and where it was in the one before. */
export interface Region extends Rect {
  before: { y: number; height: number };
}

/** Rows of unchanged picture under which two changes count as one place. */
const GAP = 32;
/** Past this many rows changed, the change is the whole page (the row matching would be slow). */
const MOST_CHANGED_ROWS = 1000;

/**
 * How far a pixel's channel may move and still be the same: a photograph's filtering moves a few
 * levels from one picture to the next; a changed word moves a hundred or more.
 */
const NOISE_LEVELS = 32;
/** Pixels past that in a row that still leave it the same row: a stray one. */
const NOISE_PIXELS = 2;

/** The rows of a picture: each its bytes, and a hash of them to compare most rows at once. */
const rowsOf = (png: PNG) =>
  Array.from({ length: png.height }, (_, y) => {
    const bytes = png.data.subarray(y * png.width * 4, (y + 1) * png.width * 4);
    return { bytes, hash: createHash('sha1').update(bytes).digest('base64') };
  });
type Row = ReturnType<typeof rowsOf>[number];

function rowsAlike(a: Row, b: Row): boolean {
  if (a.hash === b.hash) return true;
  let moved = 0;
  for (let i = 0; i < a.bytes.length; i += 4) {
    const far =
      Math.abs(a.bytes[i]! - b.bytes[i]!) > NOISE_LEVELS ||
      Math.abs(a.bytes[i + 1]! - b.bytes[i + 1]!) > NOISE_LEVELS ||
      Math.abs(a.bytes[i + 2]! - b.bytes[i + 2]!) > NOISE_LEVELS;
    if (far && ++moved > NOISE_PIXELS) return false;
  }
  return true;
}

interface Hunk {
  before: [start: number, end: number];
  after: [start: number, end: number];
}

/**
 * The runs of rows that match nothing, each with its place in both pictures. The rows alike at
 * the top and at the bottom are set aside first: a page has many rows alike (white ones), and a
 * diff may pair them so that one change looks like several.
 */
function changedRows(before: PNG, after: PNG): Hunk[] {
  const [was, is] = [rowsOf(before), rowsOf(after)];
  let top = 0;
  while (top < was.length && top < is.length && rowsAlike(was[top]!, is[top]!)) top++;
  let bottom = 0;
  while (
    bottom < was.length - top &&
    bottom < is.length - top &&
    rowsAlike(was[was.length - 1 - bottom]!, is[is.length - 1 - bottom]!)
  )
    bottom++;
  const changes = diffArrays(
    was.slice(top, was.length - bottom),
    is.slice(top, is.length - bottom),
    { maxEditLength: MOST_CHANGED_ROWS, comparator: rowsAlike },
  );
  // Too many rows to match (a change that moved the rest of the page by a fraction of a pixel
  // redraws every line of text below it): one place, from the first row that differs to the last.
  if (!changes) return [{ before: [top, was.length - bottom], after: [top, is.length - bottom] }];
  const hunks: Hunk[] = [];
  let [b, a] = [top, top];
  for (const change of changes) {
    const count = change.count ?? change.value.length;
    if (!change.added && !change.removed) {
      [b, a] = [b + count, a + count];
      continue;
    }
    let open = hunks.at(-1);
    if (!open || b - open.before[1] > GAP || a - open.after[1] > GAP) {
      open = { before: [b, b], after: [a, a] };
      hunks.push(open);
    }
    if (change.removed) b += count;
    else a += count;
    open.before[1] = b;
    open.after[1] = a;
  }
  return hunks;
}

/** The band of rows `start` to `end` of `png`. */
function band(png: PNG, start: number, end: number): PNG {
  const out = new PNG({ width: png.width, height: end - start });
  PNG.bitblt(png, out, 0, start, png.width, end - start, 0, 0);
  return out;
}

/**
 * Where, from left to right, two bands of the same height differ beyond the comparison's
 * threshold; undefined when no more pixels do than the filtering noise of a photograph.
 */
function columnsChanged(was: PNG, is: PNG): { left: number; right: number } | undefined {
  const { width, height } = is;
  const diff = new PNG({ width, height });
  const count = pixelmatch(was.data, is.data, diff.data, width, height, {
    threshold: TOLERANCE.threshold,
    diffMask: true,
  });
  if (count <= TOLERANCE.maxDiffPixels) return undefined;
  let [left, right] = [width, -1];
  for (let i = 0; i < diff.data.length; i += 4) {
    // pixelmatch's red for a pixel that differs (its anti-aliased pixels are yellow).
    if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 3] === 0) continue;
    const x = (i / 4) % width;
    [left, right] = [Math.min(left, x), Math.max(right, x)];
  }
  return right < 0 ? undefined : { left, right };
}

/** Each place where `afterPng` differs from `beforePng`, top to bottom. */
export function changedRegions(beforePng: Buffer, afterPng: Buffer): Region[] {
  const [before, after] = [PNG.sync.read(beforePng), PNG.sync.read(afterPng)];
  const whole: Region = {
    x: 0,
    y: 0,
    width: after.width,
    height: after.height,
    before: { y: 0, height: before.height },
  };
  const hunks = before.width === after.width ? changedRows(before, after) : undefined;
  if (!hunks) return [whole];
  return hunks.flatMap(({ before: [b0, b1], after: [a0, a1] }): Region[] => {
    const columns =
      b1 - b0 === a1 - a0
        ? columnsChanged(band(before, b0, b1), band(after, a0, a1))
        : { left: 0, right: after.width - 1 };
    if (!columns) return [];
    return [
      {
        x: columns.left,
        y: a0,
        width: columns.right - columns.left + 1,
        // Rows only removed are still a place: a line where they were.
        height: Math.max(1, a1 - a0),
        before: { y: b0, height: Math.max(1, b1 - b0) },
      },
    ];
  });
}

/** The same places in the picture before the change. */
export const inBefore = (regions: readonly Region[]): Rect[] =>
  regions.map(({ x, width, before }) => ({ x, width, ...before }));

/** A bright magenta that no photograph or theme colour of the site is. */
const BOX_COLOUR = [230, 0, 180] as const;
const BOX_LINE = 4;

/** `png` with a box drawn just outside each region (clipped to the picture). */
export function boxed(pngBuffer: Buffer, regions: readonly Rect[]): Buffer {
  const png = PNG.sync.read(pngBuffer);
  const paint = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
    const i = (y * png.width + x) * 4;
    [png.data[i], png.data[i + 1], png.data[i + 2], png.data[i + 3]] = [...BOX_COLOUR, 255];
  };
  for (const { x, y, width, height } of regions) {
    const [left, top] = [x - BOX_LINE - 2, y - BOX_LINE - 2];
    const [right, bottom] = [x + width + 1, y + height + 1];
    for (let line = 0; line < BOX_LINE; line++) {
      for (let px = left; px <= right + BOX_LINE; px++) {
        paint(px, top + line);
        paint(px, bottom + line);
      }
      for (let py = top; py <= bottom + BOX_LINE; py++) {
        paint(left + line, py);
        paint(right + line, py);
      }
    }
  }
  return PNG.sync.write(png);
}

/** The rows of `png` across `region`, `margin` pixels more above and below: the change in its place. */
export function closeUp(pngBuffer: Buffer, region: Rect, margin = 60): Buffer | undefined {
  const png = PNG.sync.read(pngBuffer);
  const top = Math.max(0, region.y - margin);
  const bottom = Math.min(png.height, region.y + region.height + margin);
  if (bottom <= top) return undefined;
  const crop = new PNG({ width: png.width, height: bottom - top });
  PNG.bitblt(png, crop, 0, top, png.width, bottom - top, 0, 0);
  return PNG.sync.write(crop);
}
