/**
 * The config plain `vite`, Vitest and Storybook read: the site's (scripts/lib/build/vite.ts, with
 * its plugins), drafts left out as a published build does. Nothing imports this file back.
 */
import { defineConfig } from 'vite';
import { siteViteConfig } from './scripts/lib/build/vite.ts';

export default defineConfig(siteViteConfig({ drafts: false }));
