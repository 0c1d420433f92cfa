/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: for every chunk of the client build,
 * the project files bundled in it. The manifest names a page's chunks; this says what is in
 * them, so a test can prove that static sections add nothing to any page's scripts.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { root } from '../paths.ts';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export function chunkModulesPlugin(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const modules: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[file] = output.moduleIds
          .filter((id) => id.startsWith(root))
          .map((id) => path.relative(root, id).split(path.sep).join('/'));
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(modules),
      });
    },
  };
}
