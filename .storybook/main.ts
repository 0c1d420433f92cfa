import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { describeRun, generateImages } from '../scripts/lib/build/images.ts';
import { pageStoriesIndexer, pageStoriesPlugin } from '../scripts/lib/build/page-stories.ts';
import { pagesDir, publicDir } from '../scripts/lib/paths.ts';
import { contentPlugin, isContentPlugin } from '../scripts/lib/build/vite-plugin-content.ts';

// Stories show the build's responsive images (public/Assets/img/, git-ignored), so make them first.
console.log(describeRun(await generateImages()));

const configDir = import.meta.dirname;

/** The pictures an author may name in a `src` field: the `src` controls offer them. */
const storyImages = (await readdir(path.join(publicDir, 'Assets'), { recursive: true }))
  .map((name) => `/Assets/${name.split(path.sep).join('/')}`)
  .filter((name) => /\.(svg|png|jpe?g|webp|avif)$/i.test(name))
  // The encoded sizes under Assets/img/ are made from these by the build, never named in pages.
  .filter((name) => !name.startsWith('/Assets/img/'))
  .sort();

const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    // Fixture pages a designer pins, gated like section stories (docs/testing.md).
    '../tests/visual/*.stories.@(ts|tsx)',
    // Every page file is a story of its group (Pages/Home, Pages/Towns, …): see page-stories.ts.
    `${path.relative(configDir, pagesDir)}/**/*.json`,
  ],
  experimental_indexers: (indexers = []) => [pageStoriesIndexer(), ...indexers],
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs: a page per section whose args table is the schema's own descriptions (sectionSchemas.ts).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // No "Get started" checklist in the sidebar nor onboarding guide in the menu: this is a
  // configured project, not a new one.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    define: { ...viteConfig.define, __STORY_IMAGES__: JSON.stringify(storyImages) },
    plugins: [
      // Storybook shows draft pages too, as `npm run dev` does.
      ...(viteConfig.plugins ?? []).filter((plugin) => !isContentPlugin(plugin)),
      contentPlugin({ drafts: true }),
      pageStoriesPlugin(path.join(configDir, 'PageStory.tsx')),
    ],
  }),
};

export default config;
