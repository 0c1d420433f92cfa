import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Mp4Refused, publishableMp4 } from './mp4.ts';
import {
  box,
  chunkOffsets,
  indexLast,
  topBoxes,
  withPlace,
} from '../../../tests/support/mp4Files.ts';

/**
 * A real MP4 (H.264, 7 s), index first, as `npm run videos` made it: ftyp, moov, free, mdat. Its
 * index ends with ffmpeg's own (empty) `udta`.
 */
const sample = readFileSync(
  new URL('../../../supabase/storage/website-assets/hero.mp4', import.meta.url),
);

/** Each chunk's first 64 bytes, read where the index says it lies. */
const chunks = (file: Buffer) =>
  chunkOffsets(file).map((at) => file.subarray(at, at + 64).toString('hex'));

describe('publishableMp4', () => {
  it('moves an index that comes last to the front, each chunk offset still pointing at its media', () => {
    const last = indexLast(sample);
    expect(topBoxes(last).map((b) => b.type)).toEqual(['ftyp', 'free', 'mdat', 'moov']);

    const { bytes, movedIndex, removed } = publishableMp4(last);
    expect(topBoxes(bytes).map((b) => b.type)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(movedIndex).toBe(true);
    expect(removed).toEqual(['udta']);
    expect(chunks(bytes)).toEqual(chunks(sample));
    expect(chunks(bytes)).toHaveLength(chunkOffsets(sample).length);
    const mdat = (file: Buffer) => topBoxes(file).find((b) => b.type === 'mdat')!.bytes;
    expect(mdat(bytes).equals(mdat(sample))).toBe(true);
  });

  it('removes the place and the camera a phone wrote, keeping every chunk where its index says', () => {
    const filmed = withPlace(sample);
    expect(filmed.includes('+40.7967', 0, 'latin1')).toBe(true);

    const { bytes, movedIndex, removed } = publishableMp4(filmed);
    expect(bytes.includes('+40.7967', 0, 'latin1')).toBe(false);
    expect(bytes.includes('iPhone', 0, 'latin1')).toBe(false);
    expect(removed).toEqual(['meta', 'udta']);
    expect(movedIndex).toBe(false);
    expect(chunks(bytes)).toEqual(chunks(sample));
  });

  it('gives an MP4 already ready the same media and index, without padding or private boxes', () => {
    const { bytes, movedIndex } = publishableMp4(sample);
    expect(movedIndex).toBe(false);
    expect(topBoxes(bytes).map((b) => b.type)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(bytes.includes('udta', 0, 'latin1')).toBe(false);
    expect(chunks(bytes)).toEqual(chunks(sample));
    expect(publishableMp4(bytes)).toEqual({ bytes, movedIndex: false, removed: [] });
  });

  it.each([
    ['cut short', () => sample.subarray(0, sample.length - 1000), /runs past the end/],
    [
      'a WebM',
      () => Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'),
      /does not begin as an MP4/,
    ],
    [
      'an index alone',
      () =>
        topBoxes(sample)
          .slice(0, 2)
          .map((b) => b.bytes)
          .reduce((a, b) => Buffer.concat([a, b])),
      /holds no media/,
    ],
    ['fragmented', () => Buffer.concat([sample, box('moof', Buffer.alloc(16))]), /fragmented/],
    [
      'no index',
      () => Buffer.concat([topBoxes(sample)[0]!.bytes, topBoxes(sample)[3]!.bytes]),
      /no index/,
    ],
  ])('refuses a file %s, with the reason', (_, file, reason) => {
    expect(() => publishableMp4(file())).toThrow(Mp4Refused);
    expect(() => publishableMp4(file())).toThrow(reason);
  });
});
