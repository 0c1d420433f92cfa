import type { Meta, StoryObj } from '@storybook/react-vite';
import { pinnedPageStory } from '../../.storybook/PageStory.tsx';
import type { PageDocument } from '../../src/generated/content.ts';
import town from './content/town.json';

/**
 * Whole pages a designer pins: fixture documents, gated by the visual test like section stories.
 * A live page never is (docs/testing.md); to pin another, add its document beside
 * town.json and a story here.
 */
const meta = {
  // A group and a component, as the section stories have: Storybook's sidebar lists and unfolds
  // a story at the root of the tree differently, and the smoke test's click never found it.
  title: 'Pinned pages/Town',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;

export const Page: StoryObj = pinnedPageStory(town as PageDocument);
