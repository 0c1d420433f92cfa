/** HTTP plumbing shared by the gateway's endpoints: CORS, JSON answers, bounded bodies, keys. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyJwt, type Claims } from './keys.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'apikey, authorization, content-profile, accept-profile, content-type, x-client-info, prefer, range, x-supabase-api-version',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Preference-Applied',
  'Access-Control-Max-Age': '86400',
};

export function send(
  response: ServerResponse,
  status: number,
  body?: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    ...CORS_HEADERS,
    ...(body !== undefined && { 'Content-Type': 'application/json; charset=utf-8' }),
    ...headers,
  });
  response.end(body);
}

/** The request body as text, or null when it is larger than MAX_BODY_BYTES (read and dropped). */
export function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', reject);
  });
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The caller's identity, as Supabase's API gateway decides it: an `apikey` is required, and a
 * Bearer token, when present, names the role.
 */
export type Authentication =
  { ok: true; claims: Claims } | { ok: false; status: number; body: object };

const refused = (message: string): Authentication => ({
  ok: false,
  status: 401,
  body: { code: 'PGRST301', message, details: null, hint: null },
});

export function authenticate(request: IncomingMessage, url: URL): Authentication {
  const apikey = single(request.headers.apikey) ?? url.searchParams.get('apikey');
  if (!apikey) {
    return {
      ok: false,
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  }
  const bearer = single(request.headers.authorization)?.replace(/^Bearer\s+/i, '');
  const key = verifyJwt(apikey);
  if (!('claims' in key)) return refused(key.error);
  if (bearer === undefined) return { ok: true, claims: key.claims };
  const token = verifyJwt(bearer);
  return 'claims' in token ? { ok: true, claims: token.claims } : refused(token.error);
}
