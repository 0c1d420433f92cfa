import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageTrio } from './ImageTrio.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/ImageTrio',
  component: ImageTrio,
} satisfies Meta<typeof ImageTrio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeadingAndCaptions: Story = {
  args: {
    section: {
      type: 'imageTrio',
      heading: 'Examples of Our Work',
      images: [
        {
          image: {
            src: '/Assets/art/living-room.svg',
            alt: 'Living room in warm greige with a navy sofa and built-in white shelves',
          },
          caption: 'Warm greige walls with crisp white built-ins',
        },
        {
          image: {
            src: '/Assets/art/bedroom.svg',
            alt: 'Bedroom in soft blue with a navy upholstered headboard',
          },
          caption: 'A calm blue bedroom',
        },
        {
          image: {
            src: '/Assets/art/dining-room.svg',
            alt: 'Dining room with deep green walls above white panelled wainscoting',
          },
          caption: 'Deep green above classic white wainscoting',
        },
      ],
    },
  },
};

export const CaptionsOnly: Story = {
  args: {
    section: {
      type: 'imageTrio',
      images: [
        {
          image: {
            src: '/Assets/art/exterior-house.svg',
            alt: 'White farmhouse with black windows',
          },
          caption: 'Board-and-batten siding',
        },
        {
          image: { src: '/Assets/art/porch.svg', alt: 'Front porch with a pale blue ceiling' },
          caption: 'Porch ceiling and railings',
        },
        {
          image: { src: '/Assets/art/deck.svg', alt: 'Backyard deck in a rich wood stain' },
          caption: 'Deck and stair staining',
        },
      ],
    },
  },
};

/** The lead picture at full width and two beside each other under it (two columns from 520 px). */
export const LargeOnDesktop: Story = {
  args: WithHeadingAndCaptions.args,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const LargeOnPhone: Story = {
  args: WithHeadingAndCaptions.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(WithHeadingAndCaptions.args?.section, 'longest');

export const ShortestText: Story = extremeStory(WithHeadingAndCaptions.args?.section, 'shortest');
