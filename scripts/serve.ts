/**
 * `npm run serve`: serves the pre-rendered site from dist/, with the local backend beside it
 * (see lib/localBackend.ts). Unknown paths get dist/404.html with a real 404 status.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { startLocalBackendIfWanted } from './lib/localBackend.ts';
import { distDir } from './lib/paths.ts';

export const DEFAULT_PORT = 4173;

export async function startStaticServer(port = DEFAULT_PORT, host = '127.0.0.1'): Promise<Server> {
  const notFound = await readFile(path.join(distDir, '404.html'));
  const assets = sirv(distDir, {
    extensions: ['html'],
    etag: true,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const server = createServer((req, res) => {
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFound);
    });
  });
  // Browsers keep idle connections longer than Node's 5 s default; closing one just as the
  // browser reuses it shows up as an empty response. Outlive the browser's idle timeout instead.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  await startStaticServer(port).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') console.error('dist/ is missing. Run `npm run build` first.');
    else if (error.code === 'EADDRINUSE')
      console.error(`Port ${port} is in use. Set PORT to another port.`);
    else console.error(error);
    process.exit(1);
  });
  await startLocalBackendIfWanted();
  console.log(`Site: http://localhost:${port}`);
}
