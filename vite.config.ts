import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './scripts/lib/vite-plugin-content.ts';
import { fontsPlugin } from './scripts/lib/vite-plugin-fonts.ts';

export default defineConfig({
  plugins: [react(), contentPlugin(), fontsPlugin()],
  appType: 'mpa',
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  publicDir: 'public',
  json: { namedExports: false, stringify: true },
  ssr: { noExternal: ['styled-components'] },
  // The dev server renders pages itself (no index.html), so name the client entry for dependency discovery.
  optimizeDeps: { entries: ['src/entry-client.tsx'] },
  build: {
    manifest: true,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
});
