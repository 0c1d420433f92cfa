import { describe, expect, it } from 'vitest';
import { byteRange, UNSATISFIABLE } from './byteRange.ts';

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    [' bytes=0-0 ', { start: 0, end: 0 }],
    ['BYTES=1-2', { start: 1, end: 2 }],
  ])('reads %j of 1000 bytes', (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected);
  });

  it.each(['bytes=1000-', 'bytes=1000-2000', 'bytes=-0', 'bytes=5-4'])(
    'finds %j of 1000 bytes unsatisfiable',
    (header) => {
      expect(byteRange(header, 1000)).toBe(UNSATISFIABLE);
    },
  );

  it('finds every range of an empty file unsatisfiable', () => {
    expect(byteRange('bytes=0-', 0)).toBe(UNSATISFIABLE);
    expect(byteRange('bytes=-1', 0)).toBe(UNSATISFIABLE);
  });

  it.each([
    undefined,
    '',
    'bytes=-',
    'bytes=0-1,5-6',
    'items=0-1',
    'bytes=a-b',
    'bytes=1.5-2',
    'bytes=-1-2',
    'bytes 0-1',
  ])('sends the whole file for %j', (header) => {
    expect(byteRange(header, 1000)).toBeNull();
  });
});
