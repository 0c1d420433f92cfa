import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProcessSteps } from './ProcessSteps.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/ProcessSteps',
  component: ProcessSteps,
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

const prep = { src: '/Assets/art/process-prep.svg', alt: 'Trim taped and furniture covered' };
const paint = { src: '/Assets/art/process-paint.svg', alt: 'A roller spreading fresh paint' };
const done = {
  src: '/Assets/art/process-walkthrough.svg',
  alt: 'A finished, freshly painted room',
};

export const Simple: Story = {
  args: {
    section: {
      type: 'processSteps',
      variant: 'simple',
      heading: 'Our Simple 4-Step Process',
      intro: 'From the first visit to the final walkthrough, you always know what comes next.',
      steps: [
        {
          title: 'Free In-Home Consultation',
          description: 'We visit, measure and leave you a written estimate.',
        },
        {
          title: 'Surface Preparation',
          description: 'We protect floors and furniture, then patch, sand and prime.',
        },
        {
          title: 'Paint Application',
          description: 'Premium paints applied in even coats with crisp lines.',
        },
        {
          title: 'Final Walkthrough',
          description: 'We inspect every surface with you and leave the room spotless.',
        },
      ],
    },
  },
};

export const Colored: Story = {
  args: {
    section: {
      type: 'processSteps',
      anchor: 'process',
      variant: 'colored',
      heading: 'Our Interior Painting Process',
      steps: [
        { title: 'Consultation', description: 'We walk the rooms and agree scope.', image: prep },
        { title: 'Color Selection', description: 'Samples in your own light.', image: paint },
        { title: 'Protection', description: 'Floors and furniture covered.', image: prep },
        { title: 'Surface Repair', description: 'Holes filled, sanded smooth.', image: prep },
        { title: 'Priming', description: 'Stain-blocking primer where needed.', image: paint },
        { title: 'Painting', description: 'Two even coats, crisp lines.', image: paint },
        { title: 'Walkthrough', description: 'Inspection and spotless clean-up.', image: done },
      ],
    },
  },
};

export const ColoredWithoutImages: Story = {
  args: {
    section: {
      type: 'processSteps',
      variant: 'colored',
      heading: 'How Cabinet Refinishing Works',
      intro: 'Seven careful steps, usually finished in 3-5 days.',
      steps: [
        { title: 'Assessment', description: 'We check doors, boxes and hardware.' },
        { title: 'Removal', description: 'Doors and drawers labelled and removed.' },
        { title: 'Cleaning', description: 'Grease removed with a degreaser.' },
        { title: 'Sanding', description: 'Surfaces scuffed for adhesion.' },
        { title: 'Priming', description: 'A bonding primer for a lasting finish.' },
        { title: 'Finishing', description: 'A sprayed, factory-smooth top coat.' },
        { title: 'Reinstallation', description: 'Doors rehung and adjusted.' },
      ],
    },
  },
};

/** Seven brand-palette cards: one column on a phone, the seventh never alone on wider screens. */
export const ColoredOnPhone: Story = {
  args: ColoredWithoutImages.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const ColoredOnDesktop: Story = {
  args: ColoredWithoutImages.args,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(Colored.args?.section, 'longest');

export const ShortestText: Story = extremeStory(Colored.args?.section, 'shortest');
