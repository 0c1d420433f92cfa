/**
 * What the dev server answers when a page cannot be rendered (e.g. a page file has errors):
 * Vite's error overlay on an empty page, as Vite's own servers show it. The page loads Vite's
 * client, so it reloads by itself once the cause is fixed.
 */
const overlayFields = ['message', 'stack', 'id', 'frame', 'plugin', 'loc'] as const;

export function errorPage(error: unknown): string {
  const source: Record<string, unknown> =
    error instanceof Error ? { ...error, message: error.message, stack: error.stack ?? '' } : {};
  if (!(error instanceof Error)) source.message = String(error);
  const details = Object.fromEntries(overlayFields.map((field) => [field, source[field]]));
  // JSON inside <script>: no "<" may close the element early.
  const json = JSON.stringify(details).replace(/</g, '\\u003c');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title>',
    '<script type="module" src="/@vite/client"></script></head><body>',
    `<script type="module">import { ErrorOverlay } from '/@vite/client';`,
    `document.body.appendChild(new ErrorOverlay(${json}));</script>`,
    '</body></html>',
  ].join('');
}
