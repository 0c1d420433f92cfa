/**
 * Vite's dev server opens a file in the developer's editor on GET /__open-in-editor?file=…,
 * which its error overlay calls from the page. Any site the developer visits could send the same
 * GET (an <img> needs no CORS), so the dev server admits it only from its own pages: a localhost
 * Host and `Sec-Fetch-Site: same-origin`, which browsers set themselves and pages cannot forge.
 * A request without that header (an old browser, curl) is refused too.
 */
import type { IncomingMessage } from 'node:http';
import { isLocalHost } from '../studio/request-guard.ts';

const ENDPOINT = '/__open-in-editor';

/**
 * Every path the request could be routed by. Vite's router (connect) reads the parsed pathname,
 * so an absolute-form target (`GET http://localhost:5173/__open-in-editor?…`) reaches the
 * endpoint too; the raw text before `?` is kept as well, so either reading is guarded.
 */
function pathnames(target: string): string[] {
  const raw = target.split('?')[0]!;
  try {
    return [raw, new URL(target, 'http://localhost').pathname];
  } catch {
    return [raw];
  }
}

/** Why the request may not open an editor, or undefined (also for every other request). */
export function openInEditorRefusal(req: IncomingMessage): string | undefined {
  // connect matches the path prefix in any letter case.
  const routed = pathnames(req.url ?? '/').map((pathname) => pathname.toLowerCase());
  if (!routed.some((pathname) => pathname.startsWith(ENDPOINT))) return undefined;
  if (!isLocalHost(req)) return 'Opening files in the editor is for this dev server on localhost.';
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  if (site !== 'same-origin' || (origin !== undefined && origin !== `http://${req.headers.host}`))
    return 'Opening files in the editor is refused unless the request comes from this dev server’s own pages.';
  return undefined;
}
