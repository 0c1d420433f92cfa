import type { Meta, StoryObj } from '@storybook/react-vite';
import { TownCards } from './TownCards.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/TownCards',
  component: TownCards,
} satisfies Meta<typeof TownCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards come from the town pages' listings (Storybook's fixture listings here). */
export const WithEnding: Story = {
  args: {
    section: {
      type: 'townCards',
      anchor: 'towns',
      heading: 'Areas We Serve',
      intro: 'Professional painting services throughout Morris County. Choose your town.',
      ending: {
        heading: "Don't See Your Town?",
        text: 'We serve homes and businesses throughout Morris County and beyond. Call us; chances are we already work near you.',
        showPhone: true,
      },
    },
  },
};

export const CardsOnly: Story = {
  args: {
    section: {
      type: 'townCards',
      heading: 'Towns We Serve',
      linkLabel: 'See Town Services',
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(WithEnding.args?.section, 'longest');

export const ShortestText: Story = extremeStory(WithEnding.args?.section, 'shortest');
