/**
 * MP4 files as cameras, phones and editors write them, made from a real one for the media tests:
 * the index at the end, a place and a camera name in it. Written plainly, box by box (no 64-bit
 * sizes in these files), so the tests do not read MP4s with the code they check.
 */

export const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** The top-level boxes, read plainly (no 64-bit sizes in these files). */
export function topBoxes(bytes: Buffer) {
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
export function chunkOffsets(file: Buffer): number[] {
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
export function indexLast(file: Buffer): Buffer {
  const [ftyp, moov, ...rest] = topBoxes(file);
  return Buffer.concat([
    ftyp!.bytes,
    ...rest.map((b) => b.bytes),
    withOffsetsShifted(moov!.bytes, -moov!.bytes.length),
  ]);
}

/** As a phone films: a place (ISO 6709) and a camera name in the index. */
export function withPlace(file: Buffer): Buffer {
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

/**
 * A QuickTime movie as an iPhone writes it (the file type box says "qt  ", and only that), with
 * the index last: a .mov that someone renamed .mp4.
 */
export function asQuickTime(file: Buffer): Buffer {
  const [ftyp, ...rest] = topBoxes(indexLast(file));
  const quickTime = box('ftyp', Buffer.from('qt  \x20\x05\x03\0qt  ', 'latin1'));
  const shift = quickTime.length - ftyp!.bytes.length;
  const moov = rest.pop()!;
  return Buffer.concat([
    quickTime,
    ...rest.map((b) => b.bytes),
    withOffsetsShifted(moov.bytes, shift),
  ]);
}

/** A phone's video as an editor saves it: the place it was filmed in its index, which comes last. */
export const phoneVideo = (file: Buffer) => indexLast(withPlace(file));

/**
 * A crafted MP4 that costs a naive reader offsets × boxes: `boxes` empty 8-byte boxes, a `mdat`
 * of 64 bytes (0 to 63), then an index, last, whose one chunk offset table (`stco`) holds
 * `offsets` offsets into that media. With 80,000 of each it is 0.96 MB.
 */
export function crowdedMp4({ boxes, offsets }: { boxes: number; offsets: number }): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
  const mediaAt = ftyp.length + boxes * 8 + 8;
  const table = Buffer.alloc(8 + offsets * 4);
  table.writeUInt32BE(offsets, 4);
  for (let i = 0; i < offsets; i += 1) table.writeUInt32BE(mediaAt + (i % 64), 8 + i * 4);
  const moov = ['stbl', 'minf', 'mdia', 'trak', 'moov'].reduce(
    (inner, type) => box(type, inner),
    box('stco', table),
  );
  const media = box('mdat', Buffer.from(Array.from({ length: 64 }, (_, i) => i)));
  return Buffer.concat([
    ftyp,
    ...Array<Buffer>(boxes).fill(box('mdat', Buffer.alloc(0))),
    media,
    moov,
  ]);
}
