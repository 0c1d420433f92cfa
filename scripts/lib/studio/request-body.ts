/**
 * Reading a studio request's JSON body: the bytes are gathered whole and decoded as UTF-8 once
 * (a character split between two chunks stays one character), the size is bounded while they
 * arrive, and the nesting is bounded on the raw text before JSON.parse or anything after it
 * recurses into the value.
 */
import type { IncomingMessage } from 'node:http';
import { findTooDeep, MAX_DEPTH } from '../../../content/index.ts';
import { PHOTO_LIMITS } from '../media/add-photo.ts';
import { VIDEO_LIMITS } from '../media/add-video.ts';

/** An answer with its HTTP status and a message the studio shows as it is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The largest body the studio sends: a whole page document is some tens of kilobytes. */
export const MAX_BODY_BYTES = 2_000_000;

/** A photo's body: the pipeline's 30 MB, in base64 (4 characters for 3 bytes), and its names. */
export const MAX_PHOTO_BODY_BYTES = Math.ceil((PHOTO_LIMITS.bytes * 4) / 3) + 64_000;

/** A video's body: the pipeline's 50 MB in base64, and its names. */
export const MAX_VIDEO_BODY_BYTES = Math.ceil((VIDEO_LIMITS.bytes * 4) / 3) + 64_000;

/** A page file may nest MAX_DEPTH levels; the request wraps it in one more object. */
export const MAX_BODY_DEPTH = MAX_DEPTH + 1;

export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > limit)
      throw new HttpError(413, `The request is larger than ${limit} bytes; nothing was read.`);
    chunks.push(bytes);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpError(400, 'The request body is not UTF-8 text; send JSON encoded as UTF-8.');
  }
  const deep = findTooDeep(text, MAX_BODY_DEPTH);
  if (deep)
    throw new HttpError(
      400,
      `The request nests deeper than ${MAX_BODY_DEPTH} levels (at ${deep.pointer || '/'}); a page never does.`,
    );
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not JSON.');
  }
}
