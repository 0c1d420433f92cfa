import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePngs } from './compare.ts';
import { boxed, changedRegions } from './regions.ts';
import { writeReview, type ReviewEntry } from './review.ts';

const WIDTH = 390;
const FIRST_SCREEN = 844;

/**
 * A white phone page: a dark hero on the first screen, a heading far below it (at 1,600 px, each
 * line a dark bar 40 px tall, the last `lastLine` px wide), then a photo-like stripe and a dark
 * footer, which a heading of two lines moves down.
 */
function page(lastLine: number, lines = 1): Buffer {
  const below = (lines - 1) * 48;
  const png = new PNG({ width: WIDTH, height: 2400 + below });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < WIDTH; x++) {
      const line = Math.floor((y - 1600) / 48);
      const inLine = y >= 1600 && (y - 1600) % 48 < 40 && line < lines;
      const width = line === lines - 1 ? lastLine : 340;
      const heading = inLine && x >= 24 && x < 24 + width;
      const stripe = y >= 1800 + below && y < 1900 + below && (x + y - below) % 7 === 0;
      const dark = y < 500 || heading || stripe || y >= 2200 + below;
      png.data.set(dark ? [19, 40, 61, 255] : [255, 255, 255, 255], (y * WIDTH + x) * 4);
    }
  return PNG.sync.write(png);
}

const isBoxColour = (png: PNG, x: number, y: number) => {
  const i = (y * png.width + x) * 4;
  return png.data[i] === 230 && png.data[i + 1] === 0 && png.data[i + 2] === 180;
};

describe('a difference below the first screen', () => {
  const [before, after] = [page(300), page(220)];
  const { matches, diff } = comparePngs(before, after);
  const regions = changedRegions(before, after);

  it('is found as one place, where the heading is', () => {
    expect(matches).toBe(false);
    // The 80 px the heading lost: x 244 to 323, rows 1,600 to 1,639.
    expect(regions).toEqual([
      { x: 244, y: 1600, width: 80, height: 40, before: { y: 1600, height: 40 } },
    ]);
  });

  it('is one place when a longer heading takes a second line and moves all below it down', () => {
    const longer = page(120, 2);
    expect(comparePngs(before, longer).sizeChange).toBe('390×2400 px became 390×2448 px');
    // Rows 1,600 to 1,640 became 1,600 to 1,688: the heading; the stripe and footer only moved.
    expect(changedRegions(before, longer)).toEqual([
      { x: 0, y: 1600, width: WIDTH, height: 88, before: { y: 1600, height: 40 } },
    ]);
  });

  it('is boxed on the picture, and nothing on the first screen is', () => {
    const marked = PNG.sync.read(boxed(after, regions));
    const boxRows = new Set<number>();
    for (let y = 0; y < marked.height; y++)
      for (let x = 0; x < WIDTH; x++) if (isBoxColour(marked, x, y)) boxRows.add(y);
    expect(Math.min(...boxRows)).toBeGreaterThan(1580);
    expect(Math.max(...boxRows)).toBeLessThan(1660);
  });

  it('is named in the report, below the first screen, with a close-up of before and after', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'review-report-'));
    try {
      const entry: ReviewEntry = {
        label: 'Chester (pages-json/towns/chester.json) at 390 px',
        file: 'towns-chester@390.png',
        kind: 'changed',
        firstScreen: FIRST_SCREEN,
        how: 'some pixels differ',
        regions,
        before,
        after: boxed(after, regions),
        diff: boxed(diff!, regions),
      };
      await writeReview(dir, [entry], { base: 'main', pages: 1 });
      const html = await readFile(path.join(dir, 'index.html'), 'utf8');
      expect(html).toContain('1,600 px to 1,640 px from the top, below the first screen (844 px)');
      const files = await readdir(dir);
      expect(files).toEqual(
        expect.arrayContaining([
          '0-towns-chester@390-close-1-before.png',
          '0-towns-chester@390-close-1-after.png',
        ]),
      );
      // The close-up is the rows around the change: the heading in it, not the hero.
      const close = PNG.sync.read(
        await readFile(
          path.join(
            dir,
            files.find((f) => f.endsWith('close-1-before.png'))!,
          ),
        ),
      );
      expect(close.height).toBe(40 + 2 * 60);
      const json = JSON.parse(await readFile(path.join(dir, 'review.json'), 'utf8')) as {
        entries: { regions: unknown }[];
      };
      expect(json.entries[0]!.regions).toEqual(regions);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
