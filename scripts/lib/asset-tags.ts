import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** <head> tags for the client entry: its module script, static imports as modulepreload, CSS. */
export async function clientAssetTags(distDir: string, entry = 'src/entry-client.tsx') {
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
  return [
    ...(chunk.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...preloads].map((file) => `<link rel="modulepreload" href="/${file}">`),
    `<script type="module" src="/${chunk.file}"></script>`,
  ].join('');
}
