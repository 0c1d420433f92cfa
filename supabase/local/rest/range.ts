/**
 * PostgREST's `Range: first-last` request header (unit `items`, the only one it knows) on a read,
 * intersected with `limit` and `offset`, and the status its answer then gets.
 */
import { restError } from './errors.ts';
import type { ParsedQuery } from './query.ts';

const RANGE = /^\s*(?:items=)?([0-9]{1,10})-([0-9]{0,10})\s*$/;
const MAX_INTEGER = 2 ** 31 - 1;

const unsatisfiable = (details: string) =>
  restError(416, 'PGRST103', 'Requested range not satisfiable', details);

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** Narrows the query's offset and limit to the Range header; a malformed header is ignored. */
export function applyRange(
  headers: Record<string, string | string[] | undefined>,
  query: ParsedQuery,
): void {
  const unit = headerText(headers['range-unit'])?.trim().toLowerCase() ?? 'items';
  const match = RANGE.exec(headerText(headers.range) ?? '');
  if (!match || unit !== 'items') return;
  const first = Math.min(Number(match[1]), MAX_INTEGER);
  const last = match[2] ? Math.min(Number(match[2]), MAX_INTEGER) : Infinity;
  if (last < first) {
    throw unsatisfiable(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  const offset = query.offset ?? 0;
  const queryLast = query.limit === undefined ? Infinity : offset + query.limit - 1;
  const lower = Math.max(first, offset);
  const upper = Math.min(last, queryLast);
  if (upper < lower) throw unsatisfiable('The Range header and limit/offset do not overlap.');
  query.offset = lower;
  if (upper !== Infinity) query.limit = upper - lower + 1;
}

/** 206 when a known total holds more rows than were sent, 416 when the offset is past it. */
export function readStatus(offset: number, count: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw unsatisfiable(`An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  return count < total ? 206 : 200;
}
