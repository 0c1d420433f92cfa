import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestimonialCarousel } from './TestimonialCarousel.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/TestimonialCarousel',
  component: TestimonialCarousel,
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const portrait = (alt: string) => ({ src: '/Assets/art/carousel-client-portrait.svg', alt });

export const WithServices: Story = {
  args: {
    section: {
      type: 'testimonialCarousel',
      anchor: 'testimonials',
      heading: 'What Our Clients Say',
      testimonials: [
        {
          name: 'Jennifer R.',
          role: 'Homeowner',
          location: 'New Jersey',
          text: 'They moved every piece of furniture, protected the floors and left lines so crisp the rooms look new.',
          rating: 5,
          service: 'Interior Painting',
          image: portrait(''),
        },
        {
          name: 'Michael T.',
          role: 'Property Manager',
          location: 'New Jersey',
          text: 'Twelve units repainted between tenants, on schedule every time, with no surprises on the invoice.',
          rating: 5,
          service: 'Exterior Painting',
        },
        {
          name: 'Linda K.',
          role: 'Homeowner',
          location: 'New Jersey',
          text: 'Our cabinets look factory-finished. We saved thousands over replacing them.',
          rating: 5,
          service: 'Cabinet Refinishing',
          image: portrait(''),
        },
        {
          name: 'David S.',
          role: 'Small Business Owner',
          location: 'New Jersey',
          text: 'They worked evenings so the shop never closed, and the accent wall gets compliments daily.',
          rating: 4,
          service: 'Custom Finishes',
        },
      ],
    },
  },
};

export const AutoAdvance: Story = {
  args: {
    section: {
      type: 'testimonialCarousel',
      heading: 'Hear From Your Neighbors',
      autoAdvanceMs: 5000,
      transitionMs: 500,
      testimonials: [
        {
          name: 'Sarah P.',
          role: 'Homeowner',
          location: 'New Jersey',
          text: 'From the written estimate to the final walkthrough, everything was clear and on time.',
          rating: 5,
        },
        {
          name: 'Tom W.',
          role: 'Property Manager',
          location: 'New Jersey',
          text: 'Clean, careful and fast. Our hallways have never looked better.',
          rating: 5,
        },
        {
          name: 'Grace L.',
          role: 'Homeowner',
          location: 'New Jersey',
          text: 'The colour advice alone was worth it. The whole first floor feels bigger and brighter.',
          rating: 5,
        },
      ],
    },
  },
};

export const Single: Story = {
  args: {
    section: {
      type: 'testimonialCarousel',
      heading: 'A Word From a Client',
      testimonials: [
        {
          name: 'Ben A.',
          role: 'Homeowner',
          location: 'New Jersey',
          text: 'Respectful crew, tidy site, beautiful result.',
          rating: 5,
        },
      ],
    },
  },
};

/** The same card as the grids, centred: photo or initials beside every name. */
export const OnPhone: Story = { args: WithServices.args, globals: phone };
export const OnDesktop: Story = { args: WithServices.args, globals: desktop };

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(WithServices.args?.section, 'longest');

export const ShortestText: Story = extremeStory(WithServices.args?.section, 'shortest');
