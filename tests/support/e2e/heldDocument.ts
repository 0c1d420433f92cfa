import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Places where a slow connection can stop the town page with tabs and a testimonial carousel:
 * the tab list is whole and only the first panel has begun; the carousel's second dot has come
 * and the other dots and its status have not; its previous button has come and no dot has.
 */
export const HOLD = {
  beforeTabPanels: /<div[^>]*data-tab-panel[^>]*>/,
  afterSecondDot: /<button[^>]*data-carousel-dot="1"[^>]*>/,
  beforeDots: /<button[^>]*data-carousel-action="previous"[^>]*>/,
};

export interface HeldDocument {
  /** The held page's address on this server. */
  url: string;
  /** Sends the rest of the page. */
  release(): void;
  close(): Promise<void>;
}

/** Fetches from `origin` without compression: the held page is cut as text. */
async function fetchPlain(origin: string, path: string) {
  const answer = await fetch(new URL(path, origin), { headers: { 'accept-encoding': 'identity' } });
  const headers = Object.fromEntries(
    [...answer.headers].filter(
      ([name]) =>
        !/^(content-(length|encoding)|transfer-encoding|connection|keep-alive)$/i.test(name),
    ),
  );
  return { status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) };
}

/**
 * Serves `path` from the site at `origin` as a slow connection delivers it: the document up to
 * and including the first match of `holdAfter`, then nothing until `release()`, then the rest.
 * Script files never come; every other request is passed to `origin` (styles, fonts, pictures).
 */
export async function holdDocument(
  origin: string,
  path: string,
  holdAfter: RegExp,
): Promise<HeldDocument> {
  const page = await fetchPlain(origin, path);
  const text = page.body.toString('utf8');
  const match = holdAfter.exec(text);
  if (!match) throw new Error(`${path} on ${origin} has nothing that matches ${holdAfter}.`);
  const cut = match.index + match[0].length;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const { pathname } = new URL(url, origin);
    // Never answered: what answers a press is the page's head, and no script reaches for the
    // backend, which takes requests from the site's own origins only.
    if (/^\/assets\/[^/]+\.js$/.test(pathname)) return;
    if (pathname === path) {
      res.writeHead(page.status, page.headers);
      res.write(text.slice(0, cut));
      void released.then(() => res.end(text.slice(cut)));
      return;
    }
    fetchPlain(origin, url).then(
      ({ status, headers, body }) => res.writeHead(status, headers).end(body),
      () => res.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
