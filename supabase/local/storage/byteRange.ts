/**
 * A `Range: bytes=…` request header read as RFC 9110 asks, for one range: `first-last`,
 * `first-` and `-suffix`. Several ranges, another unit or a malformed header are ignored (the
 * whole file is sent, which the RFC allows); a range that selects no byte is unsatisfiable (416).
 */

/** Inclusive byte offsets, as Content-Range writes them. */
export interface ByteRange {
  start: number;
  end: number;
}

export const UNSATISFIABLE = 'unsatisfiable';

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/** The range to send of a file of `size` bytes; null to send all of it. */
export function byteRange(
  header: string | undefined,
  size: number,
): ByteRange | typeof UNSATISFIABLE | null {
  if (header === undefined) return null;
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (!first && !last) return null;
  if (!first) {
    // The last `suffix` bytes: all of a shorter file, none of an empty one.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (start >= size || end < start) return UNSATISFIABLE;
  return { start, end: Math.min(end, size - 1) };
}
