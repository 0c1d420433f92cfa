/**
 * A WebM made ready to publish, in JavaScript, with no ffmpeg. A WebM comes from an editor or a
 * converter, never straight from a phone; but a converter copies what it read: `ffmpeg -i
 * phone.mp4 out.webm` writes the phone's position, make and model as tags. So the elements
 * where anything but the picture and sound is written (`Tags`, `Attachments`, the segment's
 * `Title`) are blanked: each is overwritten by an EBML `Void` element of the same length. No
 * other byte moves, so every position the file's own index holds (`SeekHead`, `Cues`) stays
 * true, and a browser plays it while it downloads as it did before.
 *
 * Why not a library: the EBML readers on npm parse the whole file into objects and write it
 * again, which moves every cluster; this needs only the top-level elements' places. The format
 * is RFC 8794 (EBML) and RFC 9559 (Matroska); WebM is its subset.
 */

/** A file this module will not rewrite: its message is the reason, one line. */
export class WebmRefused extends Error {}

const ID = {
  segment: 0x18538067,
  cluster: 0x1f43b675,
  info: 0x1549a966,
  title: 0x7ba9,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  void: 0xec,
} as const;

/** The segment's own children: where a cluster of unknown size ends, the next of these begins. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  ID.info,
  0x1654ae6b, // Tracks
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  ID.cluster,
  ID.tags,
  ID.attachments,
  ID.void,
]);

/** Where a converter writes what is not picture or sound, by the name `removed` reports. */
const PRIVATE = new Map<number, string>([
  [ID.tags, 'Tags'],
  [ID.attachments, 'Attachments'],
]);

interface Element {
  id: number;
  start: number;
  dataStart: number;
  /** Where it ends; for one of unknown size (a recording's), the end of what holds it. */
  end: number;
  unknownSize: boolean;
}

/** The length of a variable-size integer from its first byte (its leading zeros, plus one). */
function lengthOf(first: number, most: number, what: string, at: number): number {
  const length = Math.clz32(first) - 23;
  if (first === 0 || length > most)
    throw new WebmRefused(`its ${what} at byte ${at} cannot be read: it is not a whole WebM.`);
  return length;
}

function elementAt(bytes: Buffer, at: number, to: number): Element {
  const idLength = lengthOf(bytes[at]!, 4, 'element', at);
  const sizeAt = at + idLength;
  if (sizeAt >= to) throw new WebmRefused(`it ends inside an element at byte ${at} (cut short?).`);
  const sizeLength = lengthOf(bytes[sizeAt]!, 8, 'element size', sizeAt);
  const dataStart = sizeAt + sizeLength;
  if (dataStart > to)
    throw new WebmRefused(`it ends inside an element at byte ${at} (cut short?).`);
  const id = bytes.readUIntBE(at, idLength);
  // The size's bits after its length marker; all of them set means "unknown".
  let size = bytes[sizeAt]! & (0xff >> sizeLength);
  let allSet = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i += 1) {
    size = size * 256 + bytes[sizeAt + i]!;
    allSet &&= bytes[sizeAt + i] === 0xff;
  }
  if (allSet) return { id, start: at, dataStart, end: to, unknownSize: true };
  if (dataStart + size > to)
    throw new WebmRefused(
      `its element at byte ${at} runs past the end of the file: it is not a whole WebM (was it cut short?).`,
    );
  return { id, start: at, dataStart, end: dataStart + size, unknownSize: false };
}

/**
 * The elements laid end to end in `bytes[from, to)`. A cluster of unknown size (what a browser
 * recording writes) runs until the next element of the segment.
 */
function elementsIn(bytes: Buffer, from: number, to: number): Element[] {
  const elements: Element[] = [];
  for (let at = from; at < to;) {
    const element = elementAt(bytes, at, to);
    if (element.unknownSize && element.id === ID.cluster) {
      let end = element.dataStart;
      while (end < to) {
        const inner = elementAt(bytes, end, to);
        if (SEGMENT_CHILDREN.has(inner.id)) break;
        end = inner.end;
      }
      element.end = end;
    } else if (element.unknownSize && element.id !== ID.segment) {
      throw new WebmRefused(
        `its element at byte ${at} has no size: it is not a WebM this can read.`,
      );
    }
    elements.push(element);
    at = element.end;
  }
  return elements;
}

/** Overwrites `element` with a Void element of the same length, its body zeros. */
function blank(bytes: Buffer, element: Element): void {
  const length = element.end - element.start;
  const sizeLength = Math.min(8, length - 1);
  const body = length - 1 - sizeLength;
  bytes.fill(0, element.start, element.end);
  bytes[element.start] = ID.void;
  // The size in `sizeLength` bytes: its length marker, then the body's length.
  let rest = body;
  for (let i = sizeLength; i >= 1; i -= 1) {
    bytes[element.start + i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[element.start + 1]! |= 0x80 >> (sizeLength - 1);
}

export interface PublishedWebm {
  bytes: Buffer;
  /** The kinds of element blanked, e.g. ["Tags", "Title"]; empty when there were none. */
  removed: string[];
}

/** The WebM with its tags, attachments and title blanked; throws WebmRefused when it cannot be read. */
export function publishableWebm(original: Buffer): PublishedWebm {
  const bytes = Buffer.from(original);
  const top = elementsIn(bytes, 0, bytes.length);
  const segment = top.find((element) => element.id === ID.segment);
  if (!segment) throw new WebmRefused('it holds no segment: it is not a whole WebM.');
  const removed = new Set<string>();
  for (const child of elementsIn(bytes, segment.dataStart, segment.end)) {
    const name = PRIVATE.get(child.id);
    if (name) {
      blank(bytes, child);
      removed.add(name);
    } else if (child.id === ID.info) {
      for (const field of elementsIn(bytes, child.dataStart, child.end))
        if (field.id === ID.title) {
          blank(bytes, field);
          removed.add('Title');
        }
    }
  }
  return { bytes, removed: [...removed].sort() };
}
