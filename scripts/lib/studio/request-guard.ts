/**
 * Who may reach the studio: every route (its page, its preview, its API) answers only a
 * localhost Host, and is never framed by another site; a write also needs the studio's own page
 * as its Origin and the session token that page was served. The Host check blocks DNS rebinding
 * (a foreign name pointing at 127.0.0.1), the Origin check cross-site forms and fetches, the
 * frame headers clickjacking.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

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

/**
 * The one gate in front of every studio route: sets the frame headers (`framedBy: 'self'` for
 * the preview, which the studio's own page frames; 'none' for the rest) and answers 403 to a
 * foreign Host. Returns whether the request may go on.
 */
export function admitStudioRequest(
  req: IncomingMessage,
  res: ServerResponse,
  framedBy: 'none' | 'self',
): boolean {
  res.setHeader('X-Frame-Options', framedBy === 'self' ? 'SAMEORIGIN' : 'DENY');
  res.setHeader('Content-Security-Policy', `frame-ancestors '${framedBy}'`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (isLocalHost(req)) return true;
  res.statusCode = 403;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(
    `The studio answers only on localhost, not ${String(req.headers.host ?? '(no Host)').slice(0, 100)}. Open it at http://localhost:<port>/__studio.`,
  );
  return false;
}
