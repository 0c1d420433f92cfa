import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrustBadges } from './TrustBadges.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/TrustBadges',
  component: TrustBadges,
} satisfies Meta<typeof TrustBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourBadges: Story = {
  args: {
    section: {
      type: 'trustBadges',
      badges: [
        { icon: 'shield', label: 'Licensed & Insured' },
        { icon: 'star', label: '5-Star Rated' },
        { icon: 'check', label: 'Quality Guaranteed' },
        { icon: 'clock', label: 'On-Time Service' },
      ],
    },
  },
};

export const Luxury: Story = {
  args: {
    section: {
      type: 'trustBadges',
      badges: [
        { icon: 'shield', label: 'Licensed & Insured' },
        { icon: 'award', label: 'Luxury Specialists' },
        { icon: 'star', label: 'Premium Quality' },
        { icon: 'users', label: 'White-Glove Service' },
      ],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(Luxury.args?.section, 'longest');

export const ShortestText: Story = extremeStory(Luxury.args?.section, 'shortest');
