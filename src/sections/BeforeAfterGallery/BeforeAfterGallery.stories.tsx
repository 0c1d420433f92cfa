import type { Meta, StoryObj } from '@storybook/react-vite';
import { BeforeAfterGallery } from './BeforeAfterGallery.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/BeforeAfterGallery',
  component: BeforeAfterGallery,
} satisfies Meta<typeof BeforeAfterGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const art = (name: string, alt: string) => ({ src: `/Assets/art/compare-${name}.svg`, alt });

const livingRoom = {
  beforeImage: art('living-room-before', 'Living room with stained, faded beige walls'),
  afterImage: art('living-room-after', 'The same living room in deep blue with crisp white trim'),
};
const kitchen = {
  beforeImage: art('kitchen-before', 'Kitchen with worn orange oak cabinets'),
  afterImage: art('kitchen-after', 'The same kitchen with white uppers, navy lowers, brass pulls'),
};
const staircase = {
  beforeImage: art('staircase-before', 'Staircase with scuffed brown treads and rail'),
  afterImage: art('staircase-after', 'The same staircase with white risers and a navy rail'),
};

export const Cards: Story = {
  args: {
    section: {
      type: 'beforeAfterGallery',
      anchor: 'projects',
      heading: 'Recent Projects',
      intro: 'Recent interior and cabinet projects, each shown before and after.',
      layout: 'cards',
      projects: [
        {
          title: 'Kitchen Cabinet Transformation',
          category: 'Cabinet Work',
          description: 'Dated oak cabinets refinished in a two-tone factory-smooth finish.',
          ...kitchen,
        },
        {
          title: 'Staircase Refresh',
          category: 'Interior Painting',
          description: 'Risers, spindles and rail repainted to lift the whole entry hall.',
          ...staircase,
        },
        {
          title: 'Living Room Makeover',
          category: 'Interior Painting',
          description: 'Stains sealed, walls patched and finished in a rich eggshell blue.',
          ...livingRoom,
        },
      ],
    },
  },
};

export const Grid: Story = {
  args: {
    section: {
      type: 'beforeAfterGallery',
      anchor: 'gallery',
      heading: 'Our Work',
      layout: 'grid',
      projects: [
        { title: 'Fireplace Wall', category: 'Interior Painting', ...livingRoom },
        { title: 'Grand Staircase', category: 'Interior Painting', ...staircase },
        { title: 'Kitchen Cabinets', category: 'Cabinet Work', ...kitchen },
        {
          title: 'Garage Conversion',
          category: 'Interior Painting',
          description: 'A bare garage turned into a bright family room.',
          ...livingRoom,
        },
      ],
    },
  },
};

export const SingleProjectWithoutHeading: Story = {
  args: {
    section: {
      type: 'beforeAfterGallery',
      projects: [{ title: 'Kitchen Cabinets', ...kitchen }],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(Grid.args?.section, 'longest');

export const ShortestText: Story = extremeStory(Grid.args?.section, 'shortest');
