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
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** PostgREST's status for a PostgreSQL error code (its documented table, the classes we can meet). */
function statusFor(code: string, role: Role): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001' || code.startsWith('22') || code.startsWith('23') || code.startsWith('42'))
    return 400;
  return 500;
}

export function fromDatabaseError(error: unknown, role: Role): RestError {
  const { code = 'XX000', message, detail, hint } = error as DatabaseError;
  return restError(statusFor(code, role), code, message, detail ?? null, hint ?? null);
}
