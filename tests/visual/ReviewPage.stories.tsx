import type { Meta, StoryObj } from '@storybook/react-vite';
import { reviewPageStory } from '../../.storybook/PageStory.tsx';
import type { PageDocument } from '../../src/generated/content.ts';
import town from './content/town.json';

/**
 * The canvas the visual test pictures a changed live page on, once as the base commit has it and
 * once as it is now (docs/testing.md). Shown alone, it is the pinned town.
 */
const meta = {
  title: 'Visual review/Page',
  tags: ['!autodocs'],
  argTypes: { pageInSite: { control: false } },
} satisfies Meta;
export default meta;

export const Page: StoryObj<{ pageInSite: string }> = reviewPageStory(town as PageDocument);
