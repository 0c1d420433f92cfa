/**
 * Public storage buckets, served from folders as hosted Supabase serves a public bucket:
 * `GET` and `HEAD /storage/v1/object/public/<bucket>/<name>`, no key needed, one byte range at a
 * time (what a <video> asks for), validators for revalidation. Anything that is not a regular
 * file of a known bucket, reached without links, is 404, and the answer never says why.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { allowOrigin, errorBody, refusalFor, send, single } from '../http.ts';
import { byteRange, UNSATISFIABLE } from './byteRange.ts';
import { contentTypeOf } from './contentType.ts';
import { objectPathFor, type PublicBuckets } from './objectPath.ts';
import { openObject } from './openObject.ts';

export interface PublicObjectOptions {
  buckets: PublicBuckets;
  allowedOrigins: ReadonlySet<string>;
}

const notFound = (response: ServerResponse) =>
  send(
    response,
    404,
    JSON.stringify({ statusCode: '404', error: 'not_found', message: 'Object not found' }),
  );

/** What a browser page of the site's own may read of the answer, beside the CORS basics. */
const EXPOSED = 'Content-Range, Content-Length, Accept-Ranges, ETag, Last-Modified';

/** A strong validator from size and modification time, as static servers make it. */
const etagOf = (size: number, mtimeMs: number) =>
  `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is still this file. */
function notModified(request: IncomingMessage, etag: string, mtime: Date) {
  const noneMatch = single(request.headers['if-none-match']);
  if (noneMatch !== undefined) {
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const since = Date.parse(single(request.headers['if-modified-since']) ?? '');
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** If-Range: the Range applies only while the client's validator still names this file. */
function rangeStillApplies(request: IncomingMessage, etag: string, lastModified: string) {
  const ifRange = single(request.headers['if-range'])?.trim();
  return ifRange === undefined || ifRange === etag || ifRange === lastModified;
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  options: PublicObjectOptions,
) {
  const refusal = refusalFor(request.headers, options.allowedOrigins, { publicObject: true });
  if (refusal) return send(response, 403, errorBody('PGRST403', refusal));
  allowOrigin(request, response);
  if (request.method === 'OPTIONS') return send(response, 204);
  // Hosted Storage routes only GET and HEAD here; uploads go elsewhere, with a key.
  if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(response);
  const object = objectPathFor(request.url ?? '', options.buckets);
  if (!object) return notFound(response);
  const opened = await openObject(object);
  if (!opened) return notFound(response);
  const { handle, stats } = opened;
  let streaming = false;
  try {
    const etag = etagOf(stats.size, stats.mtimeMs);
    const lastModified = stats.mtime.toUTCString();
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(object.name),
      'Accept-Ranges': 'bytes',
      // Hosted Storage defaults to max-age=3600; here the folder is edited while the site runs,
      // so browsers keep their copy but ask (a 304 is a few bytes).
      'Cache-Control': 'no-cache',
      ETag: etag,
      'Last-Modified': lastModified,
      'X-Content-Type-Options': 'nosniff',
      // Opened as a page of its own (an SVG, say), a stored file runs no script.
      'Content-Security-Policy': 'sandbox',
      'Access-Control-Expose-Headers': EXPOSED,
      Vary: 'Origin',
    };
    if (notModified(request, etag, stats.mtime)) return send(response, 304, undefined, headers);
    const range = rangeStillApplies(request, etag, lastModified)
      ? byteRange(single(request.headers.range), stats.size)
      : null;
    if (range === UNSATISFIABLE) {
      return send(
        response,
        416,
        JSON.stringify({
          statusCode: '416',
          error: 'range_not_satisfiable',
          message: 'Range not satisfiable',
        }),
        {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Range': `bytes */${stats.size}`,
        },
      );
    }
    const { start, end } = range ?? { start: 0, end: stats.size - 1 };
    const length = end - start + 1;
    response.writeHead(range ? 206 : 200, {
      ...headers,
      'Content-Length': String(length),
      ...(range && { 'Content-Range': `bytes ${start}-${end}/${stats.size}` }),
    });
    if (request.method === 'HEAD' || length === 0) return void response.end();
    // From here the stream closes the file when it ends or fails.
    const source = handle.createReadStream({ start, end });
    streaming = true;
    await pipeline(source, response, { end: false });
    // A file cut short while it was sent (rewritten in place) must not leave the client waiting
    // for the bytes announced, nor read the next answer on this connection as the rest of them.
    if (source.bytesRead === length) response.end();
    else response.destroy();
  } finally {
    if (!streaming) await handle.close();
  }
}

/**
 * Answers a request under /storage/v1/object/public/. It catches its own errors: a client that
 * goes away mid-file or a file that cannot be read ends this answer only.
 */
export async function handlePublicObject(
  request: IncomingMessage,
  response: ServerResponse,
  options: PublicObjectOptions,
): Promise<void> {
  try {
    await answer(request, response, options);
  } catch (error) {
    // A client that went away mid-file is no fault; a file that could not be read is logged.
    if (response.headersSent || request.destroyed) response.destroy();
    else send(response, 500, errorBody('PGRST500', 'The local backend could not read this object'));
    if (!request.destroyed) console.error('Local backend: storage request failed:', error);
  }
}
