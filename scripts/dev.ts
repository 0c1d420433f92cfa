/**
 * `npm run dev`: Vite in middleware mode with server rendering, so development shows the
 * same HTML as the pre-rendered build, with hot reload of code and page files.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'vite';
import { describeRun, generateImages } from './lib/images.ts';
import { startLocalBackendIfWanted } from './lib/localBackend.ts';

const port = Number(process.env.PORT ?? 5173);
// Development shows draft pages (read by the content loader).
process.env.SHOW_DRAFTS = '1';
console.log(describeRun(await generateImages()));
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

/** Vite's dev scripts (client, React refresh preamble) without the whitespace that would break hydration of <head>. */
async function devHeadTags(url: string): Promise<string> {
  const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  return `${head.replace(/>\s+</g, '><').trim()}<script type="module" src="/src/entry-client.tsx"></script>`;
}

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    const url = req.url ?? '/';
    try {
      const { render } = (await vite.ssrLoadModule(
        '/src/entry-server.tsx',
      )) as typeof import('../src/entry-server.tsx');
      const { status, html } = await render(url, await devHeadTags(url));
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(String((error as Error).stack ?? error));
    }
  });
});
await startLocalBackendIfWanted();
server.listen(port, '127.0.0.1', () => console.log(`Dev server: http://localhost:${port}`));
