/**
 * The registry's section types and which of them hold islands, as the build's server bundle
 * states them (its entry exports them): the registry imports every section component, which
 * Playwright's own loader cannot load from source.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function sectionRoles(): Promise<{ all: string[]; interactive: string[] }> {
  const entry = pathToFileURL(path.resolve('dist-ssr/entry-server.js')).href;
  const { sectionRoles: roles } = (await import(entry)) as {
    sectionRoles: { all: string[]; interactive: string[] };
  };
  return roles;
}
