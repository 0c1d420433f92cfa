import type { Meta, StoryObj } from '@storybook/react-vite';
import { SitemapIndex } from './SitemapIndex.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/SitemapIndex',
  component: SitemapIndex,
} satisfies Meta<typeof SitemapIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllGroups: Story = {
  args: {
    section: {
      type: 'sitemapIndex',
      groups: [
        { heading: 'Main Pages', group: 'main' },
        { heading: 'Services', group: 'service' },
        { heading: 'Locations', group: 'town' },
        { heading: 'Legal', group: 'legal' },
      ],
    },
  },
};

export const WithHeading: Story = {
  args: {
    section: {
      type: 'sitemapIndex',
      heading: 'Where We Work',
      groups: [{ heading: 'Locations', group: 'town' }],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(AllGroups.args?.section, 'longest');

export const ShortestText: Story = extremeStory(AllGroups.args?.section, 'shortest');
