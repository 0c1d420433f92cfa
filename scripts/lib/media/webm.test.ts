import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publishableWebm, WebmRefused } from './webm.ts';

/**
 * A real WebM (VP9, 2 s, 320 × 180) as a converter makes one from a phone's video: ffmpeg 4.1,
 * `ffmpeg -i phone.mp4 -t 2 -vf scale=320:-2 -c:v libvpx-vp9 -an -metadata title="12 Main St,
 * Chester: the porch" -metadata make=Apple -metadata model="iPhone 15 Pro" phone.webm`, where
 * phone.mp4 carried its place as tests/support/mp4Files.ts writes it. ffmpeg copied the place
 * into the WebM's tags unasked. Its elements: SeekHead, Void, Info, Tracks, Tags, Cluster, Cues.
 */
const converted = readFileSync(
  new URL('../../../tests/fixtures/media/phone-converted.webm', import.meta.url),
);

const PRIVATE_WORDS = ['+40.7967-074.4815', 'Apple', 'iPhone 15 Pro', '12 Main St'];
const privateWordsIn = (bytes: Buffer) =>
  PRIVATE_WORDS.filter((word) => bytes.includes(word, 0, 'latin1'));

/** Where three of its elements begin (their ids also appear earlier, in its SeekHead). */
const AT = { segment: 43, tags: 462, cluster: 970 } as const;

/** The file with one element's 8-byte size written as "unknown", as a browser's recorder writes it. */
const withUnknownSize = (bytes: Buffer, at: number) => {
  const copy = Buffer.from(bytes);
  Buffer.from('01ffffffffffffff', 'hex').copy(copy, at + 4);
  return copy;
};

describe('publishableWebm', () => {
  it('blanks the place, the camera and the title a converter copied in, and nothing else', () => {
    expect(privateWordsIn(converted)).toEqual(PRIVATE_WORDS);
    const ids = [AT.segment, AT.tags, AT.cluster].map((at) => converted.readUInt32BE(at));
    expect(ids).toEqual([0x18538067, 0x1254c367, 0x1f43b675]);
    const { bytes, removed } = publishableWebm(converted);
    expect(removed).toEqual(['Tags', 'Title']);
    expect(privateWordsIn(bytes)).toEqual([]);
    // Same length, and from the first cluster on (the picture, and the index of where each
    // frame lies) byte for byte: every position the file holds still points where it did.
    expect(bytes.length).toBe(converted.length);
    const media = AT.cluster;
    expect(bytes.subarray(media).equals(converted.subarray(media))).toBe(true);
    // Before the tags, only the title changed: its element, now a Void, zeroed.
    const title = converted.indexOf('12 Main St, Chester: the porch', 0, 'latin1');
    const changed = [...Array(AT.tags).keys()].filter((i) => bytes[i] !== converted[i]);
    expect(Math.min(...changed)).toBeGreaterThanOrEqual(title - 10); // its id and size
    expect(Math.max(...changed)).toBeLessThan(title + 30);
  });

  it('gives back a WebM with nothing to blank byte for byte', () => {
    const clean = publishableWebm(converted).bytes;
    const again = publishableWebm(clean);
    expect(again.removed).toEqual([]);
    expect(again.bytes.equals(clean)).toBe(true);
  });

  it('reads a recording whose segment and clusters have no size, to tags after its media', () => {
    const recorded = withUnknownSize(withUnknownSize(converted, AT.segment), AT.cluster);
    const tags = converted.subarray(AT.tags, AT.cluster);
    const { bytes, removed } = publishableWebm(Buffer.concat([recorded, tags]));
    expect(removed).toEqual(['Tags', 'Title']);
    expect(privateWordsIn(bytes)).toEqual([]);
  });

  it.each([
    ['cut short', converted.subarray(0, 20_000), /cut short/],
    ['without a segment', converted.subarray(0, 43), /holds no segment/],
    [
      'with a byte no element begins with',
      Buffer.concat([converted, Buffer.from([0])]),
      /cannot be read/,
    ],
  ])('refuses a WebM %s, saying why', (_, bytes, reason) => {
    expect(() => publishableWebm(bytes)).toThrow(WebmRefused);
    expect(() => publishableWebm(bytes)).toThrow(reason);
  });
});
