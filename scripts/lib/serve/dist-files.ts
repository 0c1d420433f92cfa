/**
 * The files of dist/ as `npm run serve` sends them: `/about` is about.html (or about/index.html),
 * a `.br` or `.gz` copy goes out when the request accepts it, validators and one byte range as a
 * static host answers them. Each file is opened at request time as the local backend opens a
 * stored file (openObject): never through a link, neither the file nor a folder on its way, so a
 * link put into dist/ while the server runs is never followed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { lookup } from 'mrmime';
import { byteRange, openObject, UNSATISFIABLE } from '../../../supabase/local/index.ts';

type Next = () => void;

/** The precompressed copies precompress.ts writes, best first, and how a request accepts each. */
const ENCODINGS = [
  { name: 'br', suffix: '.br', accepted: (header: string) => /(br|brotli)/i.test(header) },
  { name: 'gzip', suffix: '.gz', accepted: (header: string) => header.includes('gzip') },
];

/** The request path's segments, or null when one is not a plain name (`..`, a dotfile, `a\b`). */
function segmentsOf(url: string): string[] | null {
  const raw = url.split(/[?#]/, 1)[0]!.split('/').slice(1);
  const segments: string[] = [];
  for (const [index, part] of raw.entries()) {
    let name: string;
    try {
      name = decodeURIComponent(part);
    } catch {
      return null;
    }
    // Only the last segment may be empty: `/` and `/about/` name a folder's index.html.
    if (name === '' && index === raw.length - 1) break;
    if (!name || name.startsWith('.') || /[/\\\p{Cc}]/u.test(name)) return null;
    segments.push(name);
  }
  return segments;
}

/** The files a request path may be, in order: the file, its page, its folder's index page. */
function candidatesFor(url: string): string[][] {
  const segments = segmentsOf(url);
  if (!segments) return [];
  const last = segments[segments.length - 1];
  if (last === undefined) return [['index.html']];
  const page = [...segments.slice(0, -1), `${last}.html`];
  const index = [...segments, 'index.html'];
  return url.split(/[?#]/, 1)[0]!.endsWith('/') ? [index, page] : [segments, page, index];
}

/** The first of the candidates that opens, in the best encoding the request accepts. */
async function openBest(root: string, request: IncomingMessage) {
  const accepts = request.headers['accept-encoding'] ?? '';
  const encodings = [...ENCODINGS.filter((encoding) => encoding.accepted(accepts)), undefined];
  const candidates = candidatesFor(request.url ?? '/');
  for (const encoding of encodings) {
    for (const segments of candidates) {
      const name = segments[segments.length - 1]!;
      const stored = encoding ? [...segments.slice(0, -1), name + encoding.suffix] : segments;
      const opened = await openObject({ root, segments: stored });
      if (opened) return { ...opened, name, encoding: encoding?.name };
    }
  }
  return undefined;
}

function contentType(name: string) {
  const type = lookup(name) ?? '';
  return type === 'text/html' ? `${type};charset=utf-8` : type;
}

async function answer(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  next: Next,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  const opened = await openBest(root, request);
  if (!opened) return next();
  const { handle, stats, name, encoding } = opened;
  let streaming = false;
  try {
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    response.setHeader('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304);
      return void response.end();
    }
    const range = byteRange(request.headers.range, stats.size);
    if (range === UNSATISFIABLE) {
      response.writeHead(416, { 'Content-Range': `bytes */${stats.size}` });
      return void response.end();
    }
    const { start, end } = range ?? { start: 0, end: stats.size - 1 };
    const length = end - start + 1;
    response.writeHead(range ? 206 : 200, {
      // Hashed assets never change; anything else (pages above all) is revalidated by its ETag,
      // so a browser never shows a page older than the last build.
      'Cache-Control': request.url?.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'Content-Type': contentType(name),
      'Content-Length': String(length),
      'Last-Modified': stats.mtime.toUTCString(),
      ETag: etag,
      ...(encoding && { 'Content-Encoding': encoding }),
      ...(range && {
        'Content-Range': `bytes ${start}-${end}/${stats.size}`,
        'Accept-Ranges': 'bytes',
      }),
    });
    if (request.method === 'HEAD' || length === 0) return void response.end();
    // From here the stream closes the file when it ends or fails.
    const source = handle.createReadStream({ start, end });
    streaming = true;
    await pipeline(source, response);
  } finally {
    if (!streaming) await handle.close();
  }
}

/**
 * Serves dist/'s files; `next` answers what is not one (the 404 page). Catches its own errors:
 * a client gone mid-file or an unreadable file ends this answer only.
 */
export function distFiles(root: string) {
  return (request: IncomingMessage, response: ServerResponse, next: Next) =>
    void answer(root, request, response, next).catch((error: unknown) => {
      if (response.headersSent || request.destroyed) return void response.destroy();
      response.statusCode = 500;
      response.end();
      console.error('The site server could not read a file of dist/:', error);
    });
}
