/**
 * The studio's server over a throwaway copy of pages-json/ (with the project's Prettier settings
 * beside it, so saves are formatted as in the project), for unit tests of its routes. Its
 * page needs only Vite's HTML transform; the preview fails to load its renderer without Vite and
 * says so in its page, which is all the guard tests need.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { pagesDir } from '../../scripts/lib/paths.ts';
import { serveStudio } from '../../scripts/lib/studio/serve-studio.ts';
import { copyPrettierSettings } from './prettierSettings.ts';

export const TEST_TOKEN = 'session-token-for-tests';

export interface StudioForTests {
  /** The copy of pages-json/ it serves. */
  dir: string;
  /** Where it stores added photos: an empty public/ beside that copy. */
  publicDir: string;
  /** Where it stores added videos: an empty storage/ beside it. */
  storageDir: string;
  origin: string;
  stop: () => Promise<void>;
}

export async function startStudioForTests(prefix: string): Promise<StudioForTests> {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), prefix)), 'pages-json');
  await cp(pagesDir, dir, { recursive: true });
  await copyPrettierSettings(path.dirname(dir));
  const publicDir = path.join(path.dirname(dir), 'public');
  const storageDir = path.join(path.dirname(dir), 'storage');
  const vite = { transformIndexHtml: async (_url: string, html: string) => html };
  const server = createServer(
    (req, res) =>
      void serveStudio(
        req,
        res,
        vite as unknown as ViteDevServer,
        dir,
        TEST_TOKEN,
        publicDir,
        storageDir,
      ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = async () => {
    server.close();
    await rm(path.dirname(dir), { recursive: true, force: true });
  };
  return { dir, publicDir, storageDir, origin, stop };
}
