import type { StorybookConfig } from '@storybook/react-vite';
import { describeRun, generateImages } from '../scripts/lib/images.ts';

// Stories show the build's responsive images (public/Assets/img/, git-ignored), so make them first.
console.log(describeRun(await generateImages()));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
