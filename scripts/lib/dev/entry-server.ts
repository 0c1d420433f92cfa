/** The site's server entry as the dev server's Vite loads it, fresh after each code change. */
import type { ViteDevServer } from 'vite';

export type EntryServer = typeof import('../../../src/entry-server.tsx');

export const loadEntryServer = (vite: ViteDevServer) =>
  vite.ssrLoadModule('/src/entry-server.tsx') as Promise<EntryServer>;
