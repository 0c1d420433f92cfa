import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from '../paths.ts';
import { afterFirstPaintScript } from '../../../src/shared/afterFirstPaint.ts';
import { headControls, pageScripts, type PageScript } from './page-script-list.ts';

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
 * An entry as one classic script for the page's head (the head controls, src/entry-head-controls.ts):
 * inline, so they answer a press before any file has come.
 */
export async function inlineScript(entry: string = headControls.entry): Promise<string> {
  // Loaded here, not with the module: esbuild refuses to load in a test's jsdom window.
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [path.resolve(root, entry)],
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
 * The head tag that delivers one of the page's scripts as its list says: `inline` is the script's
 * text, `module` and `after-first-paint` name `file` (its path from the site's root) and, after
 * the first paint, the files it imports.
 */
export function scriptTag(
  script: PageScript,
  delivered: { text: string } | { file: string; preloads?: readonly string[] },
): string {
  if ('text' in delivered) return `<script>${delivered.text}</script>`;
  const { file, preloads = [] } = delivered;
  if (script.delivery === 'module') return `<script type="module" src="/${file}"></script>`;
  return `<script>${deferredEntryLoader(file, preloads)}</script>`;
}

/**
 * <head> tags for the page's runtime: CSS, then every script of the list (page-script-list.ts)
 * as it is delivered: the tabs' and carousels' controls inline (they answer a press before any
 * file has come), the other controls' own small module (named in the markup, so it runs once
 * the document is parsed), and the loader that starts the rest of the runtime after the first
 * paint.
 */
export async function clientAssetTags(distDir: string, scripts = pageScripts): Promise<string> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunkOf = (entry: string) => {
    const chunk = manifest[entry];
    if (!chunk) throw new Error(`The client build has no entry ${entry}.`);
    return chunk;
  };
  const importsOf = (chunk: ManifestChunk) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const dep = manifest[key];
      if (!dep || files.has(dep.file)) return;
      files.add(dep.file);
      dep.imports?.forEach(visit);
    };
    chunk.imports?.forEach(visit);
    return [...files];
  };
  const css = new Set<string>();
  const tags: string[] = [];
  for (const script of scripts) {
    if (script.delivery === 'inline') {
      tags.push(scriptTag(script, { text: await inlineScript(script.entry) }));
      continue;
    }
    const chunk = chunkOf(script.entry);
    chunk.css?.forEach((file) => css.add(file));
    if (script.delivery === 'module' && chunk.imports?.length)
      throw new Error(
        `${script.entry} must stay one file: it imports ${chunk.imports.join(', ')}.`,
      );
    tags.push(scriptTag(script, { file: chunk.file, preloads: importsOf(chunk) }));
  }
  return [...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`), ...tags].join('');
}
