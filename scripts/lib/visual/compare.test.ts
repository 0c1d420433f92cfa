import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePngs, TOLERANCE } from './compare.ts';

/** A white picture with a dark 120 × 40 box (a button) whose top edge is at `top`. */
function button(top: number, { width = 200, height = 100 } = {}): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = x >= 40 && x < 160 && y >= top && y < top + 40;
      const i = (y * width + x) * 4;
      png.data.set(inside ? [20, 40, 70, 255] : [255, 255, 255, 255], i);
    }
  return PNG.sync.write(png);
}

describe('comparePngs', () => {
  it('passes the same picture', () => {
    expect(comparePngs(button(30), button(30))).toEqual({ matches: true, differing: 0 });
  });

  it('fails a box moved down by one pixel (1 px more padding above it), with a diff picture', () => {
    const result = comparePngs(button(30), button(31));
    expect(result.matches).toBe(false);
    // The box's top and bottom rows: 2 × 120 pixels.
    expect(result.differing).toBe(240);
    expect(result.differing).toBeGreaterThan(TOLERANCE.maxDiffPixels);
    const diff = PNG.sync.read(result.diff!);
    expect([diff.width, diff.height]).toEqual([200, 100]);
  });

  it('fails a picture grown by one pixel, saying how its size changed', () => {
    const result = comparePngs(button(30), button(31, { height: 101 }));
    expect(result.matches).toBe(false);
    expect(result.sizeChange).toBe('200×100 px became 200×101 px');
    expect(PNG.sync.read(result.diff!).height).toBe(101);
  });

  it('passes a colour change too faint to see, and fails one anybody sees', () => {
    const faint = PNG.sync.read(button(30));
    const strong = PNG.sync.read(button(30));
    for (let x = 40; x < 160; x++) {
      faint.data[(50 * 200 + x) * 4] = 24; // the box's red channel, 20 → 24
      strong.data.set([200, 40, 40], (50 * 200 + x) * 4);
    }
    expect(comparePngs(button(30), PNG.sync.write(faint)).matches).toBe(true);
    expect(comparePngs(button(30), PNG.sync.write(strong)).matches).toBe(false);
  });
});

describe('comparePngs: a subtle colour change over a large area', () => {
  /** A 200 × 100 picture filled with one colour. */
  const filled = (rgb: [number, number, number]) => {
    const png = new PNG({ width: 200, height: 100 });
    for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
    return PNG.sync.write(png);
  };

  it('fails a background made slightly darker (navy-light to navy), saying the share that changed', () => {
    const result = comparePngs(filled([44, 62, 92]), filled([30, 46, 74]));
    expect(result.differing).toBeLessThanOrEqual(TOLERANCE.maxDiffPixels);
    expect(result.matches).toBe(false);
    expect(result.colourChange).toBe('100.0 % of the picture changed colour');
  });

  it('passes the same tint on a few scattered pixels (a photograph filtered differently)', () => {
    const noisy = PNG.sync.read(filled([44, 62, 92]));
    for (let i = 0; i < 200; i++) noisy.data.set([30, 46, 74], i * 97 * 4);
    expect(comparePngs(filled([44, 62, 92]), PNG.sync.write(noisy)).matches).toBe(true);
  });
});
