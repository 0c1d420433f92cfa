import type { Meta, StoryObj } from '@storybook/react-vite';
import { FinishGuide } from './FinishGuide.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/FinishGuide',
  component: FinishGuide,
} satisfies Meta<typeof FinishGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourSheens: Story = {
  args: {
    section: {
      type: 'finishGuide',
      heading: 'Choosing the Right Finish',
      intro: 'Sheen changes how a color looks and how well a wall stands up to cleaning.',
      finishes: [
        {
          name: 'Matte',
          bestFor: 'Ceilings and quiet bedrooms',
          description: 'No shine, hides small flaws.',
        },
        {
          name: 'Eggshell',
          bestFor: 'Living and dining rooms',
          description: 'A low glow that wipes clean.',
        },
        {
          name: 'Satin',
          bestFor: 'Kitchens, baths and hallways',
          description: 'Stands up to scrubbing.',
        },
        {
          name: 'Semi-Gloss',
          bestFor: 'Trim, doors and cabinets',
          description: 'Hard, bright and washable.',
        },
      ],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(FourSheens.args?.section, 'longest');

export const ShortestText: Story = extremeStory(FourSheens.args?.section, 'shortest');
