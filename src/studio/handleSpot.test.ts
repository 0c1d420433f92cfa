import { describe, expect, it } from 'vitest';
import { handleSpot } from './handleSpot.ts';

const section = { left: 100, top: 200, right: 500, bottom: 600 };
const word = (left: number, top: number, right: number, bottom: number) => ({
  left,
  top,
  right,
  bottom,
});

describe('where a move handle sits', () => {
  it('is the section’s top right corner, inside it, when no word lies there', () => {
    expect(handleSpot(section, 32, 8, 800, 0, [word(100, 260, 400, 290)])).toEqual({
      left: 460,
      top: 208,
    });
  });

  it('goes just above the section when a heading runs under the corner', () => {
    const heading = word(100, 205, 490, 240);
    expect(handleSpot(section, 32, 8, 800, 0, [heading])).toEqual({ left: 460, top: 164 });
  });

  it('goes beside the section when the gap above holds words too, and stays on the page', () => {
    const words = [word(100, 205, 490, 240), word(100, 160, 490, 199)];
    expect(handleSpot(section, 32, 8, 800, 0, words)).toEqual({ left: 60, top: 208 });
    expect(handleSpot({ ...section, left: 0 }, 32, 8, 800, 0, words)).toEqual({
      left: 508,
      top: 208,
    });
  });

  it('never goes above the header that stays on screen; the corner when nothing is free', () => {
    const full = { left: 0, top: 200, right: 800, bottom: 600 };
    expect(handleSpot(full, 32, 8, 800, 190, [word(0, 205, 800, 240)])).toEqual({
      left: 760,
      top: 208,
    });
  });
});
