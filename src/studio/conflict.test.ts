import { describe, expect, it } from 'vitest';
import type { Json } from './client.ts';
import { differences, merged } from './conflict.ts';

const base: Json = {
  path: '/about',
  sections: [{ type: 'hero', headline: 'Old', eyebrow: 'Licensed' }],
  sidebar: [{ type: 'faq' }],
};
const mine: Json = {
  path: '/about',
  sections: [{ type: 'hero', headline: 'Mine', eyebrow: 'Licensed' }],
  sidebar: [{ type: 'faq' }],
};
const disk: Json = {
  path: '/about',
  sections: [{ type: 'hero', headline: 'Disk', eyebrow: 'From disk' }],
  sidebar: [{ type: 'faq' }, { type: 'sidebarBox' }],
  draft: true,
};

describe('differences', () => {
  const diffs = differences(mine, disk, base);

  it('lists each differing field by pointer, a list of another length as one', () => {
    expect(diffs.map((d) => [d.pointer, d.mine, d.disk])).toEqual([
      ['/sections/0/headline', 'Mine', 'Disk'],
      ['/sections/0/eyebrow', 'Licensed', 'From disk'],
      ['/sidebar', [{ type: 'faq' }], [{ type: 'faq' }, { type: 'sidebarBox' }]],
      ['/draft', undefined, true],
    ]);
  });

  it('prefers mine only where I changed the field since I opened it', () => {
    expect(diffs.map((d) => d.preferMine)).toEqual([true, false, false, false]);
  });

  it('finds nothing when the versions say the same', () => {
    expect(differences(mine, structuredClone(mine), base)).toEqual([]);
  });
});

describe('merged', () => {
  const diffs = differences(mine, disk, base);

  it("takes the disk's version with mine where chosen, removing what mine lacks", () => {
    expect(merged(disk, diffs, [true, false, true, true])).toEqual({
      path: '/about',
      sections: [{ type: 'hero', headline: 'Mine', eyebrow: 'From disk' }],
      sidebar: [{ type: 'faq' }],
    });
  });

  it("is the disk's version when nothing of mine is chosen, and mine when all is", () => {
    expect(merged(disk, diffs, [false, false, false, false])).toEqual(disk);
    expect(merged(disk, diffs, [true, true, true, true])).toEqual(mine);
  });
});
