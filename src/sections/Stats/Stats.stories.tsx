import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stats } from './Stats.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/Stats',
  component: Stats,
} satisfies Meta<typeof Stats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {
  args: {
    section: {
      type: 'stats',
      heading: 'Our Work in Numbers',
      stats: [
        { value: 500, suffix: '+', label: 'Projects Completed' },
        { value: 98, suffix: '%', label: 'Client Satisfaction' },
        { value: 15, suffix: '+', label: 'Years Experience' },
        { value: 100, suffix: '%', label: 'On-Time Completion' },
      ],
    },
  },
};

export const WithoutHeading: Story = {
  args: {
    section: {
      type: 'stats',
      stats: [
        { value: 1200, suffix: '+', label: 'Rooms Painted' },
        { value: 4.9, label: 'Average Rating' },
        { value: 150, suffix: '+', label: 'Five-Star Reviews' },
      ],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(WithHeading.args?.section, 'longest');

export const ShortestText: Story = extremeStory(WithHeading.args?.section, 'shortest');
