import type { Meta, StoryObj } from '@storybook/react-vite';
import { Benefits } from './Benefits.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/Benefits',
  component: Benefits,
} satisfies Meta<typeof Benefits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyBenefits: Story = {
  args: {
    section: {
      type: 'benefits',
      heading: 'Key Benefits',
      items: [
        'Premium, low-VOC paints from two major brands',
        'Furniture and floors fully protected',
        'Crisp lines and smooth, even coverage',
        'Daily clean-up and a spotless final walkthrough',
        'Most rooms finished in 1–2 days',
        'Written estimate before any work starts',
      ],
    },
  },
};

export const Short: Story = {
  args: {
    section: {
      type: 'benefits',
      anchor: 'benefits',
      heading: 'Why It Pays Off',
      items: ['Saves up to 80% versus replacement', '3-year warranty on the finish'],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(KeyBenefits.args?.section, 'longest');

export const ShortestText: Story = extremeStory(KeyBenefits.args?.section, 'shortest');
