/**
 * `npm run dev`: Vite in middleware mode with server rendering, so development shows the
 * same HTML as the pre-rendered build, with hot reload of code and page files.
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer } from 'vite';
import { siteViteConfig } from './lib/build/vite.ts';
import { inlineScript, scriptTag } from './lib/build/asset-tags.ts';
import { pageScripts } from './lib/build/page-script-list.ts';
import { loadEntryServer } from './lib/dev/entry-server.ts';
import { errorPage } from './lib/dev/error-page.ts';
import { serveAddedPhoto } from './lib/dev/added-photos.ts';
import { openInEditorRefusal } from './lib/dev/open-in-editor-guard.ts';
import { runImageStep } from './lib/build/images.ts';
import { startLocalBackendIfWanted } from './lib/machine/localBackend.ts';
import { isStudioRequest, serveStudio } from './lib/studio/serve-studio.ts';
import { argsOrExit } from './lib/args.ts';

argsOrExit({});
const port = Number(process.env.PORT ?? 5173);
if (!(await runImageStep())) process.exit(1);
const server = createHttpServer((req, res) => handle(req, res));
// Hot reload (and the error overlay) over this server's own port, so that two dev servers
// (e.g. a test's beside another) never compete for Vite's default HMR port.
const vite = await createServer({
  // Development shows draft pages.
  ...siteViteConfig({ drafts: true }),
  configFile: false,
  server: { middlewareMode: true, hmr: { server } },
  appType: 'custom',
});

/**
 * The head controls as the build inlines them, bundled once and again after a file changes (a
 * page's head must not wait for esbuild on every request).
 */
let headControlsText: Promise<string> | undefined;
vite.watcher.on('change', () => (headControlsText = undefined));

/**
 * Vite's dev scripts (client, React refresh preamble) without the whitespace that would break
 * hydration of <head>, then the page's scripts (page-script-list.ts). The head controls come
 * inline, as the build delivers them, so development shows a press answered before any file
 * has come. The others are modules served from their source; the runtime is not held until the
 * first paint here, as a module added later could run before React Refresh's preamble, which
 * the transformed components need.
 */
async function devHeadTags(url: string): Promise<string> {
  const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const tags = await Promise.all(
    pageScripts.map(async (script) =>
      script.delivery === 'inline'
        ? scriptTag(script, { text: await (headControlsText ??= inlineScript(script.entry)) })
        : scriptTag({ ...script, delivery: 'module' }, { file: script.entry }),
    ),
  );
  return `${head.replace(/>\s+</g, '><').trim()}${tags.join('')}`;
}

function handle(req: IncomingMessage, res: ServerResponse) {
  // The authors' studio (dev only; see AUTHORING.md, "The studio").
  if (isStudioRequest(req.url ?? '/'))
    return void serveStudio(req, res, vite).catch((error: Error) => {
      res.statusCode = 500;
      res.end(errorPage(error));
    });
  // Vite's open-in-editor endpoint, for this server's own pages only (a cross-site GET could
  // otherwise start an editor on any file).
  const refused = openInEditorRefusal(req);
  if (refused) {
    res.statusCode = 403;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return void res.end(refused);
  }
  serveAddedPhoto(req, res, () => serveByVite(req, res));
}

function serveByVite(req: IncomingMessage, res: ServerResponse) {
  vite.middlewares(req, res, async () => {
    const url = req.url ?? '/';
    try {
      const { render } = await loadEntryServer(vite);
      const { status, html } = await render(url, await devHeadTags(url));
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(errorPage(error));
    }
  });
}
await startLocalBackendIfWanted();
server.listen(port, '127.0.0.1', () => console.log(`Dev server: http://localhost:${port}`));
