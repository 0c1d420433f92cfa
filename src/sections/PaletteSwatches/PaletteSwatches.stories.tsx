import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaletteSwatches } from './PaletteSwatches.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/PaletteSwatches',
  component: PaletteSwatches,
} satisfies Meta<typeof PaletteSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutrals: Story = {
  args: {
    section: {
      type: 'paletteSwatches',
      heading: 'Colors Our Clients Love',
      intro: 'A starting point: we bring large samples to try in your own light.',
      swatches: [
        { name: 'Soft Greige', hex: '#cfc6b8', note: 'Open living spaces' },
        { name: 'Warm White', hex: '#f3efe6', note: 'Trim and ceilings' },
        { name: 'Sage Green', hex: '#a3b18a', note: 'Kitchens and mudrooms' },
        { name: 'Deep Navy', hex: '#22334a', note: 'Front doors and accent walls' },
      ],
    },
  },
};

export const NamesOnly: Story = {
  args: {
    section: {
      type: 'paletteSwatches',
      heading: 'Two Classic Pairings',
      swatches: [
        { name: 'Charcoal', hex: '#3b3f45' },
        { name: 'Linen', hex: '#ece4d6' },
      ],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(Neutrals.args?.section, 'longest');

export const ShortestText: Story = extremeStory(Neutrals.args?.section, 'shortest');
