import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MP4_LIMITS, Mp4Refused, publishableMp4 } from './mp4.ts';
import {
  asQuickTime,
  box,
  chunkOffsets,
  crowdedMp4,
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
    [
      'whose offset table is too short to say how many it holds',
      () =>
        Buffer.concat([
          topBoxes(sample)[0]!.bytes,
          box('mdat', Buffer.alloc(8)),
          ['stbl', 'minf', 'mdia', 'trak', 'moov'].reduce(
            (inner, type) => box(type, inner),
            box('stco', Buffer.alloc(2)),
          ),
        ]),
      /"stco" table is cut short/,
    ],
    ['from QuickTime renamed .mp4', () => asQuickTime(sample), /it is a QuickTime movie/],
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

  /**
   * What `publishableMp4` makes of `file`, or the reason it refuses it, and the milliseconds of
   * processor time it took: not the clock's, since the machine running the tests may be shared.
   */
  const timed = (file: Buffer) => {
    const before = process.cpuUsage();
    let outcome: Buffer | Error;
    try {
      outcome = publishableMp4(file).bytes;
    } catch (error) {
      outcome = error as Error;
    }
    const { user, system } = process.cpuUsage(before);
    return { outcome, took: (user + system) / 1000 };
  };

  it.each([80_000, 160_000])(
    'refuses within a second a crafted file of %i empty boxes and as many chunk offsets',
    (count) => {
      const { outcome, took } = timed(crowdedMp4({ boxes: count, offsets: count }));
      expect(outcome).toBeInstanceOf(Mp4Refused);
      expect((outcome as Error).message).toBe(
        'it holds more than 1,000 boxes side by side, which no camera or editor writes. Export it again as MP4 (H.264).',
      );
      expect(took).toBeLessThan(1000);
    },
  );

  it('moves half a million chunk offsets past 990 boxes within a second, each on its bytes', () => {
    const file = crowdedMp4({ boxes: 990, offsets: 500_000 });
    const { outcome, took } = timed(file);
    expect(took).toBeLessThan(1000);
    expect(outcome).toBeInstanceOf(Buffer);
    const published = outcome as Buffer;
    expect(
      topBoxes(published)
        .slice(0, 2)
        .map((b) => b.type),
    ).toEqual(['ftyp', 'moov']);
    const byte = (bytes: Buffer) => chunkOffsets(bytes).map((at) => bytes[at]);
    expect(byte(published)).toEqual(byte(file));
  });

  it('refuses an index of more chunks than any camera writes, and boxes nested past any camera', () => {
    expect(() =>
      publishableMp4(crowdedMp4({ boxes: 1, offsets: MP4_LIMITS.chunkOffsets + 1 })),
    ).toThrow('its index lists more than 1,000,000 chunks of media, which no camera or editor');
    // 100,000 tracks, each inside the one before: each header's size counts those within it.
    const nested = Buffer.alloc(8 * 100_000);
    for (let level = 0; level < 100_000; level += 1) {
      nested.writeUInt32BE(nested.length - 8 * level, 8 * level);
      nested.write('trak', 8 * level + 4, 'latin1');
    }
    const deep = Buffer.concat([
      topBoxes(sample)[0]!.bytes,
      box('moov', nested),
      box('mdat', Buffer.alloc(8)),
    ]);
    expect(() => publishableMp4(deep)).toThrow('its boxes nest more than 16 deep');
  });
});
