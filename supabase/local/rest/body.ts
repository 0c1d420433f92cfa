/** Request bodies as rows, within the documented limits, before any SQL is written for them. */
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../json.ts';
import { restError } from './errors.ts';

/** Rows one insert may carry: far more than any form sends, few enough to stay one quick statement. */
export const MAX_ROWS_PER_REQUEST = 1000;

export function parseBody(text: string): unknown {
  if (nestsDeeperThan(text)) {
    throw restError(
      400,
      'PGRST102',
      `JSON nested more than ${MAX_JSON_DEPTH} levels deep is not accepted`,
      `The limit is ${MAX_JSON_DEPTH} levels of arrays and objects.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json');
  }
}

export function asRows(value: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(value) ? value : [value];
  if (rows.length > MAX_ROWS_PER_REQUEST) {
    throw restError(
      413,
      'PGRST413',
      `At most ${MAX_ROWS_PER_REQUEST} rows per request`,
      `The body holds ${rows.length} rows; send them in batches of ${MAX_ROWS_PER_REQUEST} or fewer.`,
    );
  }
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw restError(400, 'PGRST102', 'All object keys must match');
  }
  return rows as Record<string, unknown>[];
}
