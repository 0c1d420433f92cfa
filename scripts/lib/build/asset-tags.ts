import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from '../paths.ts';
import { afterFirstPaintScript } from '../../../src/shared/afterFirstPaint.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The script that starts the page's runtime once the page has painted: it adds the entry's
 * module script and modulepreload links for its static imports. A module script in the markup
 * would be fetched at once and, on a fast connection, run before the first paint, so the first
 * paint (and Lighthouse's simulation of it) would wait for it.
 */
export function deferredEntryLoader(entry: string, preloads: readonly string[]): string {
  const files = JSON.stringify(preloads.map((file) => `/${file}`));
  return afterFirstPaintScript(
    `function(){var h=document.head;` +
      `${files}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;h.appendChild(l)});` +
      `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(`/${entry}`)};h.appendChild(s)}`,
  );
}

/**
 * The tabs' and carousels' controls as one classic script for the head (src/entry-head-controls.ts):
 * inline, so they answer a press before any file has come.
 */
export async function headControlsScript(
  entry = path.join(root, 'src/entry-head-controls.ts'),
): Promise<string> {
  // Loaded here, not with the module: esbuild refuses to load in a test's jsdom window.
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    write: false,
  });
  const code = outputFiles[0]!.text.trim();
  if (/<\/script/i.test(code)) throw new Error(`${entry} must not contain "</script".`);
  return code;
}

/**
 * <head> tags for the page's runtime: CSS, the tabs' and carousels' controls inline (they answer
 * a press before any file has come), the other controls' own small module (named in the markup,
 * so it runs once the document is parsed), and the script that starts the rest of the runtime
 * after the first paint.
 */
export async function clientAssetTags(
  distDir: string,
  entry = 'src/entry-client.ts',
  controls = 'src/entry-controls.ts',
) {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`The client build has no entry ${entry}.`);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const dep = manifest[key];
    if (!dep || preloads.has(dep.file)) return;
    preloads.add(dep.file);
    dep.imports?.forEach(visit);
  };
  chunk.imports?.forEach(visit);
  const controlsChunk = manifest[controls];
  if (!controlsChunk) throw new Error(`The client build has no entry ${controls}.`);
  if (controlsChunk.imports?.length)
    throw new Error(
      `${controls} must stay one file: it imports ${controlsChunk.imports.join(', ')}.`,
    );
  return [
    ...(chunk.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`),
    `<script>${await headControlsScript()}</script>`,
    `<script type="module" src="/${controlsChunk.file}"></script>`,
    `<script>${deferredEntryLoader(chunk.file, [...preloads])}</script>`,
  ].join('');
}
