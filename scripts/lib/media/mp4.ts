/**
 * An MP4 made ready to publish, in JavaScript, with no ffmpeg: its index (`moov`) moved in front
 * of the media (`mdat`), so a browser plays it from the first bytes it receives ("faststart"),
 * and the boxes where a camera or phone writes where and with what it was filmed (`udta`,
 * `meta`, `uuid`: the ISO 6709 position, the make and model, XMP) removed from it. The media
 * itself is copied byte for byte; every chunk offset of the index (`stco`, `co64`) is moved with
 * the box its chunk lies in, so each still points at the same bytes.
 *
 * Why not a library: none on npm that is kept moves the index (ffmpeg's `-movflags +faststart`
 * does, but ffmpeg is not installed everywhere this runs). The box format is ISO/IEC 14496-12.
 */

/** A file this module will not rewrite: its message is the reason, one line. */
export class Mp4Refused extends Error {}

/**
 * How much a file may hold, far above any real video, so that a crafted one is refused at once
 * instead of holding the process (the studio's server with it) for minutes. A phone's or an
 * editor's MP4 has a handful of boxes side by side (ftyp, moov, mdat, free, wide, uuid; a track's
 * tables about ten) and nests them five deep (moov, trak, mdia, minf, stbl). Its chunk offsets
 * number one per chunk of samples: even a 50 MB file (the upload limit) of 20 minutes at 60
 * frames a second, with sound, written one sample to a chunk, has under 130,000.
 */
export const MP4_LIMITS = { boxesSideBySide: 1_000, depth: 16, chunkOffsets: 1_000_000 } as const;

const thousands = (value: number) => value.toLocaleString('en-US');
const notMadeByACamera = 'which no camera or editor writes. Export it again as MP4 (H.264).';

interface Box {
  type: string;
  start: number;
  /** The whole box, header included. */
  size: number;
  headerSize: number;
}

/** The boxes laid end to end in `bytes[from, to)`; throws Mp4Refused when they do not add up. */
function boxesIn(bytes: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at < to;) {
    if (to - at < 8) throw new Mp4Refused(`its boxes do not add up (${to - at} stray bytes).`);
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let headerSize = 8;
    if (size === 1) {
      if (to - at < 16) throw new Mp4Refused('its boxes do not add up.');
      size = Number(bytes.readBigUInt64BE(at + 8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - at; // "To the end of the file": only the last box may say so.
    }
    if (size < headerSize || at + size > to)
      throw new Mp4Refused(
        `its "${type}" box runs past the end of the file: it is not a whole MP4 (was it cut short?).`,
      );
    if (boxes.length === MP4_LIMITS.boxesSideBySide)
      throw new Mp4Refused(
        `it holds more than ${thousands(MP4_LIMITS.boxesSideBySide)} boxes side by side, ${notMadeByACamera}`,
      );
    boxes.push({ type, start: at, size, headerSize });
    at += size;
  }
  return boxes;
}

/** The brand a QuickTime movie (.mov) gives in its file type box. */
const QUICKTIME_BRAND = 'qt  ';

/** Where a camera writes where, when and with what: never published. */
const PRIVATE_BOXES = new Set(['udta', 'meta', 'uuid']);
/** Room kept for later edits, worth nothing once published. */
const PADDING_BOXES = new Set(['free', 'skip', 'wide']);
/** The boxes on the way from `moov` to the chunk offsets. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf']);

function header(type: string, size: number): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(size);
  head.write(type, 4, 'latin1');
  return head;
}

/** A container box again, without its private and padding boxes; `dropped` collects their types. */
function stripped(bytes: Buffer, box: Box, dropped: Set<string>, depth = 1): Buffer {
  // The one walk that recurses over the file's own nesting: offset tables are found in its result.
  if (depth > MP4_LIMITS.depth)
    throw new Mp4Refused(`its boxes nest more than ${MP4_LIMITS.depth} deep, ${notMadeByACamera}`);
  const children = boxesIn(bytes, box.start + box.headerSize, box.start + box.size).flatMap(
    (child) => {
      if (PRIVATE_BOXES.has(child.type) || PADDING_BOXES.has(child.type)) {
        if (PRIVATE_BOXES.has(child.type)) dropped.add(child.type);
        return [];
      }
      const whole = bytes.subarray(child.start, child.start + child.size);
      return [CONTAINERS.has(child.type) ? stripped(bytes, child, dropped, depth + 1) : whole];
    },
  );
  const body = Buffer.concat(children);
  return Buffer.concat([header(box.type, 8 + body.length), body]);
}

/** Calls `each` with the position of every chunk offset table (`stco`, `co64`) in a `moov`. */
function eachOffsetTable(moov: Buffer, each: (table: Box) => void, box?: Box): void {
  const start = box ? box.start + box.headerSize : 8;
  const end = box ? box.start + box.size : moov.length;
  for (const child of boxesIn(moov, start, end)) {
    if (child.type === 'stco' || child.type === 'co64') each(child);
    else if (CONTAINERS.has(child.type)) eachOffsetTable(moov, each, child);
  }
}

/** Which of `boxes` (in file order, so sorted by start) holds byte `offset`, by halving; or -1. */
function boxHolding(boxes: Box[], offset: number): number {
  let [low, high] = [0, boxes.length - 1];
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const box = boxes[middle]!;
    if (offset < box.start) high = middle - 1;
    else if (offset >= box.start + box.size) low = middle + 1;
    else return middle;
  }
  return -1;
}

export interface PublishedMp4 {
  bytes: Buffer;
  /** The index was behind the media, and now comes first. */
  movedIndex: boolean;
  /** The kinds of private box removed, e.g. ["udta", "meta"]; empty when there were none. */
  removed: string[];
}

/** The MP4 with its index first and no private boxes; throws Mp4Refused when it cannot be read. */
export function publishableMp4(bytes: Buffer): PublishedMp4 {
  if (bytes.toString('latin1', 4, 8) !== 'ftyp')
    throw new Mp4Refused('it does not begin as an MP4 does ("ftyp").');
  // The major brand names the format the file follows; an MP4 that also lists "qt  " among the
  // brands it is compatible with is still an MP4 and plays, so only the major brand is judged.
  if (bytes.toString('latin1', 8, 12) === QUICKTIME_BRAND)
    throw new Mp4Refused(
      'it is a QuickTime movie (its file type says "qt"), though named as MP4, and not every browser plays QuickTime. Export it as MP4 (H.264) and add that.',
    );
  const top = boxesIn(bytes, 0, bytes.length);
  const moovs = top.filter((box) => box.type === 'moov');
  if (moovs.length !== 1) throw new Mp4Refused('it has no index ("moov"): it is not a whole MP4.');
  if (!top.some((box) => box.type === 'mdat')) throw new Mp4Refused('it holds no media ("mdat").');
  if (top.some((box) => box.type === 'moof'))
    throw new Mp4Refused(
      'it is a fragmented (streaming) MP4. Export it again as a regular MP4 (in most editors: "Web" or "H.264").',
    );
  const moovBox = moovs[0]!;
  const removed = new Set<string>();
  const moov = stripped(bytes, moovBox, removed);

  // Everything else in its order, after the file type and the index.
  const ftyp = top[0]!;
  const rest: Box[] = [];
  for (const box of top.slice(1)) {
    if (box === moovBox || PADDING_BOXES.has(box.type)) continue;
    if (PRIVATE_BOXES.has(box.type)) removed.add(box.type);
    else rest.push(box);
  }
  // How far each box moves: to just after the file type, the index and the boxes before it.
  let at = ftyp.size + moov.length;
  const shifts = rest.map((box) => {
    const shift = at - box.start;
    at += box.size;
    return shift;
  });
  const newOffset = (offset: number) => {
    const holder = boxHolding(rest, offset);
    if (holder < 0)
      throw new Mp4Refused('its index points outside its media: it is not a whole MP4.');
    return offset + shifts[holder]!;
  };
  let offsets = 0;
  eachOffsetTable(moov, (table) => {
    const body = table.start + table.headerSize;
    const end = table.start + table.size;
    const count = body + 8 <= end ? moov.readUInt32BE(body + 4) : Infinity;
    const wide = table.type === 'co64';
    if (body + 8 + count * (wide ? 8 : 4) > end)
      throw new Mp4Refused(`its "${table.type}" table is cut short.`);
    offsets += count;
    if (offsets > MP4_LIMITS.chunkOffsets)
      throw new Mp4Refused(
        `its index lists more than ${thousands(MP4_LIMITS.chunkOffsets)} chunks of media, ${notMadeByACamera}`,
      );
    for (let i = 0; i < count; i += 1) {
      const cell = body + 8 + i * (wide ? 8 : 4);
      if (wide) moov.writeBigUInt64BE(BigInt(newOffset(Number(moov.readBigUInt64BE(cell)))), cell);
      else moov.writeUInt32BE(newOffset(moov.readUInt32BE(cell)), cell);
    }
  });
  const firstMedia = top.findIndex((box) => box.type === 'mdat');
  return {
    bytes: Buffer.concat([
      bytes.subarray(0, ftyp.size),
      moov,
      ...rest.map((box) => bytes.subarray(box.start, box.start + box.size)),
    ]),
    movedIndex: top.indexOf(moovBox) > firstMedia,
    removed: [...removed].sort(),
  };
}
