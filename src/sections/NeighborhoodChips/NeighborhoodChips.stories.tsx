import type { Meta, StoryObj } from '@storybook/react-vite';
import { NeighborhoodChips } from './NeighborhoodChips.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/NeighborhoodChips',
  component: NeighborhoodChips,
} satisfies Meta<typeof NeighborhoodChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neighborhoods: Story = {
  args: {
    section: {
      type: 'neighborhoodChips',
      heading: 'Neighborhoods We Serve',
      intro: 'From the village center to the lakeside streets.',
      neighborhoods: ['Village Center', 'Lakeside', 'Hilltop', 'Old Mill', 'Orchard Ridge'],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(Neighborhoods.args?.section, 'longest');

export const ShortestText: Story = extremeStory(Neighborhoods.args?.section, 'shortest');
