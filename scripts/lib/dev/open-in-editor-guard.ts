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

/** Why the request may not open an editor, or undefined (also for every other request). */
export function openInEditorRefusal(req: IncomingMessage): string | undefined {
  // Vite's router (connect) matches the path prefix in any letter case.
  const pathname = (req.url ?? '/').split('?')[0]!.toLowerCase();
  if (!pathname.startsWith(ENDPOINT)) return undefined;
  if (!isLocalHost(req)) return 'Opening files in the editor is for this dev server on localhost.';
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  if (site !== 'same-origin' || (origin !== undefined && origin !== `http://${req.headers.host}`))
    return 'Opening files in the editor is refused unless the request comes from this dev server’s own pages.';
  return undefined;
}
