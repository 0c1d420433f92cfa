import type { UserConfig } from 'vite';
import type { ContentOptions } from '../../../content/node.ts';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { contentPlugin } from './vite-plugin-content.ts';
import { fontsPlugin } from './vite-plugin-fonts.ts';
import { chunkModulesPlugin } from './vite-plugin-chunk-modules.ts';
import { builtEntries, pageControls, pageScripts } from './page-script-list.ts';
import { publicDir } from '../paths.ts';
import { localBackendUrl } from '../../../supabase/local/index.ts';

/**
 * Stable styled-components ids: each component's class name comes from its file and place in
 * it, not from the order modules happen to load in. The pre-render loads every component, an
 * island's chunk only its own, and both must name the same styles.
 */
const styledComponentIds = babel({
  include: /[\\/]src[\\/].*\.tsx?$/,
  plugins: [
    [
      'babel-plugin-styled-components',
      { ssr: true, displayName: false, fileName: false, pure: true, minify: true },
    ],
  ],
});

/**
 * The site's Vite config, beside the plugins it uses. Each entry point says whether drafts are
 * pages: build-site.ts and dev.ts pass their own (with `configFile: false`), Storybook replaces
 * the content plugin, and the root vite.config.ts (plain `vite`, Vitest, Storybook's base)
 * leaves drafts out as a published build does. Imports run one way: vite.config.ts → here;
 * nothing under scripts/ imports the root config.
 */
export const siteViteConfig = (content: ContentOptions): UserConfig => ({
  plugins: [
    styledComponentIds,
    react(),
    contentPlugin(content),
    fontsPlugin(),
    chunkModulesPlugin(),
  ],
  appType: 'mpa',
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // SUPABASE_LOCAL_PORT moves the local backend; the pages must call it there.
    __LOCAL_BACKEND_URL__: JSON.stringify(localBackendUrl()),
  },
  publicDir,
  json: { namedExports: false, stringify: true },
  ssr: { noExternal: ['styled-components'] },
  // The dev server renders pages itself (no index.html), so name the client entry for dependency discovery.
  optimizeDeps: { entries: pageScripts.map((script) => script.entry) },
  build: {
    manifest: true,
    rollupOptions: {
      input: builtEntries,
      output: {
        // The controls, named in the markup, stay one request: Vite's preload helper, which their
        // lazy imports (the popover's positioner, the forms' senders) share with the rest of the
        // runtime, goes into their chunk rather than a chunk of its own.
        manualChunks: (id) =>
          id.endsWith(pageControls.entry) || id.includes('vite/preload-helper')
            ? 'entry-controls'
            : undefined,
      },
    },
  },
});
