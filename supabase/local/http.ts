/** HTTP plumbing shared by the gateway's endpoints: who may call, CORS, JSON answers, bodies, keys. */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { verifyJwt, type Claims } from './keys.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'apikey, authorization, content-profile, accept-profile, content-type, x-client-info, prefer, range, x-supabase-api-version',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Preference-Applied',
  'Access-Control-Max-Age': '86400',
  Vary: 'Origin',
};

export const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

const LOOPBACK_HOST = /^(localhost|127\.[0-9.]+|\[::1\])(:[0-9]+)?$/i;

/**
 * Why a request must be refused before it is read, or null. The gateway listens on loopback for
 * the site's own pages only: a Host other than loopback means DNS rebinding, an Origin outside the
 * list means another web page, and a cross-site fetch without Origin (a no-cors GET) is refused too.
 * Programs that are not browsers send neither header and pass.
 *
 * `publicObject`: the request reads a file of a public storage bucket, which any page may embed
 * as hosted Supabase serves it (a <video> or <img> sends a no-cors GET without Origin, and what it
 * gets is opaque to the page). Only that last rule is lifted: Host and Origin are checked as ever.
 */
export function refusalFor(
  headers: IncomingHttpHeaders,
  allowedOrigins: ReadonlySet<string>,
  { publicObject = false } = {},
) {
  if (headers.host !== undefined && !LOOPBACK_HOST.test(headers.host))
    return `Host ${headers.host} is not this machine's loopback address`;
  const origin = single(headers.origin);
  if (origin !== undefined) {
    return allowedOrigins.has(origin) ? null : `Origin ${origin} is not one of the site's origins`;
  }
  if (publicObject) return null;
  const site = single(headers['sec-fetch-site']);
  return site === 'cross-site' || site === 'same-site'
    ? 'Cross-site requests without an Origin are not accepted'
    : null;
}

/** Lets the browser read answers to this request: call only once its origin has been allowed. */
export function allowOrigin(request: IncomingMessage, response: ServerResponse) {
  const origin = single(request.headers.origin);
  if (origin !== undefined) response.setHeader('Access-Control-Allow-Origin', origin);
}

/** Writes a JSON (or empty) answer with the CORS headers. */
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

/** PostgREST's error shape, for the gateway's own refusals. */
export const errorBody = (code: string, message: string, details: string | null = null) =>
  JSON.stringify({ code, message, details, hint: null });

/**
 * The request body as text, or null when it is larger than MAX_BODY_BYTES (read and dropped).
 * Rejects when the client goes away mid-upload; the caller answers only its own request.
 */
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
    request.on('aborted', () => reject(new Error('The client closed the request mid-upload.')));
    request.on('error', reject);
  });
}

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
