/**
 * `npm run serve`: serves the pre-rendered site from dist/ as a static host would, with the local
 * backend beside it (see lib/localBackend.ts). Every response carries the security headers the
 * build wrote to dist/_headers; text files go out as their precompressed .br or .gz when the
 * request accepts it (lib/serve/dist-files.ts). Unknown paths get dist/404.html with a real 404
 * status.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startLocalBackendIfWanted } from './lib/machine/localBackend.ts';
import { distDir } from './lib/paths.ts';
import { readHeadersFile } from './lib/build/security-headers.ts';
import { distFiles } from './lib/serve/dist-files.ts';
import { readSiteFolder } from '../content/node.ts';
import { printable } from '../src/shared/characters.ts';
import { argsOrExit } from './lib/args.ts';

/** dist/ holds a symbolic link: the server would send what it leads to, inside dist/ or not. */
export class LinkInDist extends Error {
  constructor(readonly links: string[]) {
    super(
      `${links.map(printable).join(', ')} ${links.length === 1 ? 'is a symbolic link' : 'are symbolic links'}, which the server does not follow: a build never writes one. Run \`npm run build\` again.`,
    );
  }
}

export const DEFAULT_PORT = 4173;

export async function startStaticServer(
  port = DEFAULT_PORT,
  host = '127.0.0.1',
  dir = distDir,
): Promise<Server> {
  // A link already there is named at once; one put in later is never followed (dist-files.ts).
  const { links } = readSiteFolder(dir);
  if (links.length > 0) throw new LinkInDist(links);
  const securityHeaders = await readHeadersFile(dir);
  const notFound = await notFoundPage(dir);
  const assets = distFiles(dir);
  const server = createServer((req, res) => {
    // Set first, so the 404 and 304 answers carry them too.
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    assets(req, res, () => notFound(req, res));
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

/** Sends dist/404.html with status 404, precompressed as the other files are sent. */
async function notFoundPage(dir: string) {
  const file = path.join(dir, '404.html');
  const identity = await readFile(file);
  const [br, gzip] = await Promise.all(
    ['.br', '.gz'].map((suffix) => readFile(file + suffix).catch(() => undefined)),
  );
  return (req: IncomingMessage, res: ServerResponse) => {
    // The same reading of Accept-Encoding as dist-files.ts's.
    const accepts = req.headers['accept-encoding'] ?? '';
    let body = identity;
    if (br && /(br|brotli)/i.test(accepts)) {
      body = br;
      res.setHeader('Content-Encoding', 'br');
    } else if (gzip && accepts.includes('gzip')) {
      body = gzip;
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  argsOrExit({});
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const server = await startStaticServer(port).catch((error: NodeJS.ErrnoException) => {
    if (error instanceof LinkInDist) console.error(error.message);
    else if (error.code === 'ENOENT')
      console.error('dist/ is missing or incomplete. Run `npm run build` first.');
    else if (error.code === 'EADDRINUSE')
      console.error(`Port ${port} is in use. Set PORT to another port.`);
    else console.error(error);
    process.exit(1);
  });
  await startLocalBackendIfWanted();
  const address = server.address();
  console.log(
    `Site: http://localhost:${typeof address === 'object' && address ? address.port : port}`,
  );
}
