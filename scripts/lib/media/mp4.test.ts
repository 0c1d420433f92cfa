import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Mp4Refused, publishableMp4 } from './mp4.ts';

/**
 * A real MP4 (H.264, 7 s), index first, as `npm run videos` made it: ftyp, moov, free, mdat. Its
 * index ends with ffmpeg's own (empty) `udta`.
 */
const sample = readFileSync(
  new URL('../../../supabase/storage/website-assets/hero.mp4', import.meta.url),
);

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** The top-level boxes, read plainly (no 64-bit sizes in these files). */
function topBoxes(bytes: Buffer) {
  const boxes: { type: string; bytes: Buffer; start: number }[] = [];
  for (let at = 0; at < bytes.length; at += bytes.readUInt32BE(at))
    boxes.push({
      type: bytes.toString('latin1', at + 4, at + 8),
      bytes: bytes.subarray(at, at + bytes.readUInt32BE(at)),
      start: at,
    });
  return boxes;
}

/** Where the index says each chunk of media begins. */
function chunkOffsets(file: Buffer): number[] {
  const moov = topBoxes(file).find((b) => b.type === 'moov')!;
  const table = moov.bytes.indexOf('stco', 0, 'latin1') + 4;
  const count = moov.bytes.readUInt32BE(table + 4);
  return Array.from({ length: count }, (_, i) => moov.bytes.readUInt32BE(table + 8 + i * 4));
}

/** The same file with its index moved by `shift` bytes' worth of change before the media. */
function withOffsetsShifted(moov: Buffer, shift: number): Buffer {
  const copy = Buffer.from(moov);
  const table = copy.indexOf('stco', 0, 'latin1') + 4;
  const count = copy.readUInt32BE(table + 4);
  for (let i = 0; i < count; i += 1) {
    const cell = table + 8 + i * 4;
    copy.writeUInt32BE(copy.readUInt32BE(cell) + shift, cell);
  }
  return copy;
}

/** As many editors save by default: ftyp, free, mdat, then the index at the end. */
function indexLast(file: Buffer): Buffer {
  const [ftyp, moov, ...rest] = topBoxes(file);
  return Buffer.concat([
    ftyp!.bytes,
    ...rest.map((b) => b.bytes),
    withOffsetsShifted(moov!.bytes, -moov!.bytes.length),
  ]);
}

/** As a phone films: a place (ISO 6709) and a camera name in the index. */
function withPlace(file: Buffer): Buffer {
  const [ftyp, moov, ...rest] = topBoxes(file);
  const udta = box(
    'udta',
    box('\u00a9xyz', Buffer.from('\0\x12\x15\xc7+40.7967-074.4815/', 'latin1')),
  );
  const meta = box('meta', Buffer.from('\0\0\0\0Apple iPhone 15 Pro', 'latin1'));
  const bigger = Buffer.concat([moov!.bytes, udta, meta]);
  bigger.writeUInt32BE(bigger.length);
  return Buffer.concat([
    ftyp!.bytes,
    withOffsetsShifted(bigger, udta.length + meta.length),
    ...rest.map((b) => b.bytes),
  ]);
}

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
