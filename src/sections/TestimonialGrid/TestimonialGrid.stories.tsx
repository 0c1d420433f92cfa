import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestimonialGrid } from './TestimonialGrid.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/TestimonialGrid',
  component: TestimonialGrid,
} satisfies Meta<typeof TestimonialGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const jennifer = {
  name: 'Jennifer R.',
  role: 'Homeowner',
  location: 'Morris County, NJ',
  rating: 5,
  service: 'Interior Painting',
  text: 'The crew showed up on time every day, protected everything and left the house spotless.',
  image: { src: '/Assets/art/client-portrait-1.svg', alt: '' },
} as const;

export const ThreeColumnsWithReviewData: Story = {
  args: {
    section: {
      type: 'testimonialGrid',
      anchor: 'testimonials',
      heading: 'What Our Clients Say',
      columns: 3,
      structuredData: true,
      testimonials: [
        jennifer,
        {
          name: 'Michael T.',
          role: 'Property Manager',
          location: 'Morris County, NJ',
          rating: 5,
          service: 'Exterior Painting',
          text: 'Clear written estimates, finished when they said they would, consistent quality.',
          image: { src: '/Assets/art/client-portrait-2.svg', alt: '' },
        },
        {
          name: 'Linda K.',
          role: 'Small Business Owner',
          location: 'Morris County, NJ',
          rating: 5,
          service: 'Cabinet Refinishing',
          text: 'Professional, tidy and done right the first time. I recommend them to everyone.',
          image: { src: '/Assets/art/client-portrait-3.svg', alt: '' },
        },
      ],
    },
  },
};

export const TwoColumnsWithPositions: Story = {
  args: {
    section: {
      type: 'testimonialGrid',
      heading: 'Client Testimonials',
      columns: 2,
      testimonials: [
        {
          name: 'David M.',
          position: 'Facilities Director',
          company: 'Lakeside Offices',
          location: 'Morris County, NJ',
          rating: 5,
          text: 'They painted our offices over two weekends so we never lost a working day.',
        },
        {
          name: 'Sarah P.',
          location: 'Morris County, NJ',
          rating: 4,
          text: 'Great color advice and a beautiful finish in our living room and hallway.',
        },
      ],
    },
  },
};

/** Photos where the data has them, initials otherwise: every card has an avatar of one size. */
const mixed: Story['args'] = {
  section: {
    type: 'testimonialGrid',
    heading: 'What Our Clients Say',
    columns: 3,
    testimonials: [
      jennifer,
      {
        name: 'David S.',
        role: 'Small Business Owner',
        location: 'Morris County, NJ',
        rating: 5,
        service: 'Custom Finishes',
        text: 'They worked evenings so the shop never closed.',
      },
      {
        name: 'Grace L.',
        position: 'Office Manager',
        company: 'Lakeside Family Dental',
        location: 'Morris County, NJ',
        rating: 5,
        service: 'Color Consultation',
        text: 'In under two hours we had a whole-house palette, and the first floor now feels bigger and brighter.',
      },
    ],
  },
};

/** Three columns on desktop, rows lined up: stars, words and attributions start level. */
export const ThreeColumnsOnDesktop: Story = { args: mixed, globals: desktop };
/** One column on phones. */
export const ThreeColumnsOnPhone: Story = { args: mixed, globals: phone };
export const TwoColumnsOnDesktop: Story = { args: TwoColumnsWithPositions.args, globals: desktop };
export const TwoColumnsOnPhone: Story = { args: TwoColumnsWithPositions.args, globals: phone };

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(ThreeColumnsWithReviewData.args?.section, 'longest');

export const ShortestText: Story = extremeStory(
  ThreeColumnsWithReviewData.args?.section,
  'shortest',
);
