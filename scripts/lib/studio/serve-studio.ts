/**
 * `npm run dev`'s studio at /__studio: its page (the React app in src/studio/, compiled by the
 * dev server's Vite, so it never enters the build's module graph) and its API. The session
 * token is minted once per server and written into the page for the page's own requests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { pagesDir, publicDir } from '../paths.ts';
import { handleStudioApi } from './api.ts';
import { STORAGE_DIR } from '../../../supabase/local/index.ts';
import { STUDIO_PREFIX } from './dev-only.ts';
import { PREVIEW_PATH, servePreview } from './preview.ts';
import { admitStudioRequest, newSessionToken } from './request-guard.ts';
import { serveSectionPicture } from './section-pictures.ts';
import { SECTION_PICTURE_PATH } from '../../../src/shared/studio/preview.ts';

const token = newSessionToken();

const shell = (sessionToken: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="studio-token" content="${sessionToken}" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="data:," />
    <title>Studio</title>
  </head>
  <body>
    <div id="studio-root"></div>
    <script type="module" src="/src/studio/main.tsx"></script>
  </body>
</html>`;

export const isStudioRequest = (url: string) =>
  url === STUDIO_PREFIX ||
  url.startsWith(`${STUDIO_PREFIX}/`) ||
  url.startsWith(`${STUDIO_PREFIX}?`);

/** Every studio route, behind one gate (request-guard.ts); `dir` and `sessionToken` for tests. */
export async function serveStudio(
  req: IncomingMessage,
  res: ServerResponse,
  vite: ViteDevServer,
  dir = pagesDir,
  sessionToken = token,
  /** Where added photos are stored: the site's public/ (a test's own copy in tests). */
  publicFolder = publicDir,
  /** Where added videos are stored: the backend's bucket folders (a test's own in tests). */
  storageFolder = STORAGE_DIR,
) {
  const url = req.url ?? STUDIO_PREFIX;
  const preview = url.startsWith(`${PREVIEW_PATH}?`);
  if (!admitStudioRequest(req, res, preview ? 'self' : 'none')) return;
  if (url.startsWith(`${STUDIO_PREFIX}/api/`))
    return handleStudioApi(req, res, sessionToken, dir, publicFolder, storageFolder);
  if (preview) return servePreview(req, res, vite, dir);
  if (url.startsWith(`${SECTION_PICTURE_PATH}?`)) return serveSectionPicture(req, res);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(await vite.transformIndexHtml(url, shell(sessionToken)));
}
