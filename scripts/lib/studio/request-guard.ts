/**
 * Who may write through the studio: a request from the studio's own page, on localhost, with
 * the session token that page was served. The Host check blocks DNS rebinding (a foreign name
 * pointing at 127.0.0.1), the Origin check cross-site forms and fetches.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TOKEN_HEADER = 'x-studio-token';

export const newSessionToken = () => randomBytes(24).toString('base64url');

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Why the request may not write, or undefined when it may. */
export function refusal(req: IncomingMessage, token: string): string | undefined {
  const host = req.headers.host ?? '';
  if (!LOCAL_HOST.test(host)) return `the studio answers only on localhost, not ${host}`;
  if (req.headers.origin !== `http://${host}`) return 'the request did not come from the studio';
  const sent = Buffer.from(String(req.headers[TOKEN_HEADER] ?? ''));
  const expected = Buffer.from(token);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
    return 'the session token is missing or wrong; reload the studio';
  return undefined;
}

/** Same host check for reads: page text is not served to a rebinding name either. */
export const isLocalHost = (req: IncomingMessage) => LOCAL_HOST.test(req.headers.host ?? '');
