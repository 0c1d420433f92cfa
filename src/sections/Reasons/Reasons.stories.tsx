import type { Meta, StoryObj } from '@storybook/react-vite';
import { Reasons } from './Reasons.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/Reasons',
  component: Reasons,
} satisfies Meta<typeof Reasons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhyChooseUs: Story = {
  args: {
    section: {
      type: 'reasons',
      anchor: 'why-choose-us',
      heading: 'Why Choose Us',
      intro: 'Fifteen years of careful work has taught us what home-owners value most.',
      items: [
        {
          icon: 'shield',
          title: 'Licensed & Insured',
          description: 'Fully licensed and insured in New Jersey, so your home is protected.',
        },
        {
          icon: 'star',
          title: '5-Star Rated',
          description: 'Clients rate our work five stars for quality and communication.',
        },
        {
          icon: 'check',
          title: 'Quality Guaranteed',
          description: 'If something is not right, we come back and make it right.',
        },
        {
          icon: 'clock',
          title: 'On-Time Service',
          description: 'We start when we say we will and finish on schedule.',
        },
      ],
    },
  },
};

export const AllIcons: Story = {
  args: {
    section: {
      type: 'reasons',
      heading: 'Reasons to Choose Us',
      items: [
        { icon: 'brush', title: 'Expert Craft', description: 'Crisp lines and even coats.' },
        { icon: 'leaf', title: 'Low-VOC Paints', description: 'Safer for family and pets.' },
        { icon: 'users', title: 'Local Team', description: 'Our own trained painters.' },
        { icon: 'award', title: 'Premium Quality', description: 'Two major paint brands.' },
      ],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(WhyChooseUs.args?.section, 'longest');

export const ShortestText: Story = extremeStory(WhyChooseUs.args?.section, 'shortest');
