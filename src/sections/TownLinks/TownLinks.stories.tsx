import type { Meta, StoryObj } from '@storybook/react-vite';
import { TownLinks } from './TownLinks.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/TownLinks',
  component: TownLinks,
} satisfies Meta<typeof TownLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every town page, from the listings (Storybook's fixture listings here). */
export const EveryTown: Story = {
  args: {
    section: {
      type: 'townLinks',
      anchor: 'towns',
      heading: 'Towns We Serve',
      intro: 'Each town has its own page, with local projects and answers.',
    },
  },
};

/** A town page's neighbours, nearest first. */
export const Nearby: Story = {
  args: {
    section: {
      type: 'townLinks',
      heading: 'Nearby Towns We Serve',
      nearby: ['/interior-painting/cedar-lake-nj', '/interior-painting/maple-ridge-nj'],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(Nearby.args?.section, 'longest');

export const ShortestText: Story = extremeStory(Nearby.args?.section, 'shortest');
