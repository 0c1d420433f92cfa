/** Errors shaped as PostgREST sends them: JSON `{code, message, details, hint}` with its status. */
import type { Role } from '../keys.ts';

export interface RestError {
  status: number;
  body: { code: string; message: string; details: string | null; hint: string | null };
}

export const restError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError => ({ status, body: { code, message, details, hint } });

export const isRestError = (value: unknown): value is RestError =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

interface DatabaseError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** PostgREST's table of exact SQLSTATEs, checked before the classes below. */
const EXACT: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
  '53400': 500,
  P0001: 400,
};

/** PostgREST's status for a SQLSTATE class (its first two characters); anything else is 400. */
const BY_CLASS: Record<string, number> = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 500,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
};

/** PostgREST's documented HTTP status for a PostgreSQL error code. */
export function statusFor(code: string, role: Role): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  return EXACT[code] ?? BY_CLASS[code.slice(0, 2)] ?? 400;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A database error as PostgREST answers it; anything that is not one is an internal error. */
export function fromDatabaseError(error: unknown, role: Role): RestError {
  const { code, message, detail, hint } = (error ?? {}) as DatabaseError;
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : 'XX000';
  return restError(
    statusFor(sqlState, role),
    sqlState,
    text(message) ?? 'Internal error',
    text(detail),
    text(hint),
  );
}
