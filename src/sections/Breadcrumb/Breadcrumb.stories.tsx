import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/Breadcrumb',
  component: Breadcrumb,
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLevels: Story = {
  args: {
    section: {
      type: 'breadcrumb',
      items: [
        { label: 'Home', href: '/' },
        { label: 'Services', href: '/#services' },
      ],
      current: 'Interior Painting',
    },
  },
};

export const FromHome: Story = {
  args: {
    section: {
      type: 'breadcrumb',
      items: [{ label: 'Home', href: '/' }],
      current: 'Privacy Policy',
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(TwoLevels.args?.section, 'longest');

export const ShortestText: Story = extremeStory(TwoLevels.args?.section, 'shortest');
