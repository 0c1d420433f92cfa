import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './scripts/lib/vite-plugin-content.ts';

export default defineConfig({
  plugins: [react(), contentPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
    ],
  },
});
