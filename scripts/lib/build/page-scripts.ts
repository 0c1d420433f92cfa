/**
 * The scripts a pre-rendered page references, read from the build's manifest: those its HTML
 * names (the controls and the entry loader), what they import, and what the runtime fetches for
 * this page without any input: the live overlay's client when the page has the overlay, the
 * estimate popover's positioner when the page's estimate form is a popover (fetched only by a
 * browser without CSS anchor positioning; counted, so a budget holds in every browser), and for
 * each island on the page the island registry, the hydrator and the island's own chunk. What
 * loads only when used (supabase-js and the form's sender, the notification cards) is left out.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ISLAND } from '../../../src/shared/islandAttributes.ts';
import { ESTIMATE_FORM_ID } from '../../../src/shared/frameIds.ts';
import { root } from '../paths.ts';

interface Chunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, Chunk>;

const ISLAND_REGISTRY = 'src/client/islands.ts';
const HYDRATOR = 'src/client/hydrate.tsx';
const NOTICES = 'src/client/notices.ts';
const OVERLAY_MARK = 'data-testid="estimate-notifications"';
const ESTIMATE_POPOVER = new RegExp(`<div[^>]*\\bid="${ESTIMATE_FORM_ID}"[^>]*\\bpopover=`);
const ESTIMATE_POSITIONER = 'src/client/controls/estimatePosition.ts';

/** Island name → its component's source file, read from the loaders in src/client/islands.ts. */
async function islandSources(): Promise<Map<string, string>> {
  const text = await readFile(path.join(root, ISLAND_REGISTRY), 'utf8');
  return new Map(
    [...text.matchAll(/(\w+): \(\) =>\s*import\('([^']+)'\)/g)].map(([, name, file]) => [
      name!,
      path.posix.join(path.posix.dirname(ISLAND_REGISTRY), file!),
    ]),
  );
}

export async function pageScriptReader(distDir: string) {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const islands = await islandSources();
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const withImports = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${distDir}/.vite/manifest.json.`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) withImports(imported, into);
  };
  /** The script files (relative to dist/) that the page at htmlFile references. */
  return async (htmlFile: string): Promise<string[]> => {
    const html = await readFile(path.join(distDir, htmlFile), 'utf8');
    const files = new Set<string>();
    for (const [, named] of html.matchAll(/["']\/(assets\/[^"']+\.js)["']/g)) {
      const key = keyOfFile.get(named!);
      if (key) withImports(key, files);
      else files.add(named!);
    }
    if (html.includes(OVERLAY_MARK)) withImports(NOTICES, files);
    if (ESTIMATE_POPOVER.test(html)) withImports(ESTIMATE_POSITIONER, files);
    const islandMark = new RegExp(`${ISLAND.name}="(\\w+)"`, 'g');
    const onPage = new Set([...html.matchAll(islandMark)].map(([, name]) => name!));
    if (onPage.size) [ISLAND_REGISTRY, HYDRATOR].forEach((key) => withImports(key, files));
    for (const name of onPage) {
      const source = islands.get(name);
      if (!source) throw new Error(`Island ${name} has no loader in ${ISLAND_REGISTRY}.`);
      withImports(source, files);
    }
    return [...files].sort();
  };
}
