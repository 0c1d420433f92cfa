/**
 * The local gateway's API keys: the same well-known demo JWTs the Supabase CLI prints for
 * `supabase start`, signed HS256 with its demo secret. Local use only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type Role = (typeof ROLES)[number];

export interface Claims {
  role: Role;
  [claim: string]: unknown;
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

export function signJwt(claims: Record<string, unknown>, secret = LOCAL_JWT_SECRET): string {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const DEMO_EXPIRY = 1983812996;
export const LOCAL_ANON_KEY = signJwt({ iss: 'supabase-demo', role: 'anon', exp: DEMO_EXPIRY });
export const LOCAL_SERVICE_ROLE_KEY = signJwt({
  iss: 'supabase-demo',
  role: 'service_role',
  exp: DEMO_EXPIRY,
});

export type Verified = { claims: Claims } | { error: string };

/** The claims of a valid token, or why it is refused. */
export function verifyJwt(
  token: string,
  secret = LOCAL_JWT_SECRET,
  now = Date.now() / 1000,
): Verified {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || signature === undefined)
    return { error: 'JWSError (CompactDecodeError Invalid number of parts)' };
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { error: 'JWSError JWSInvalidSignature' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  // The demo secret is public, so a signed token may still carry any JSON at all.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { error: 'JWSError (CompactDecodeError Invalid payload)' };
  const claims = parsed as Record<string, unknown>;
  if (typeof claims.exp === 'number' && claims.exp < now) return { error: 'JWT expired' };
  if (!ROLES.includes(claims.role as Role)) {
    return { error: `role "${String(claims.role)}" does not exist` };
  }
  return { claims: claims as Claims };
}
