/**
 * The registry's section types and which of them hold islands, as the build's server bundle
 * states them (its entry exports them): the registry imports every section component, which
 * Playwright's own loader cannot load from source.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function sectionTypeLists(): Promise<{ all: string[]; interactive: string[] }> {
  const entry = pathToFileURL(path.resolve('dist-ssr/entry-server.js')).href;
  const { sectionTypeLists: lists } = (await import(entry)) as {
    sectionTypeLists: { all: string[]; interactive: string[] };
  };
  return lists;
}
