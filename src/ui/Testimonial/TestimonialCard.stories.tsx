import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestimonialCard } from './TestimonialCard.tsx';

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'UI/TestimonialCard',
  component: TestimonialCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const withPhoto = {
  testimonial: {
    name: 'Jennifer R.',
    role: 'Homeowner',
    location: 'Somewhere, NJ',
    rating: 5,
    service: 'Interior Painting',
    text: 'The crew showed up on time every day, protected everything and left the house spotless.',
    image: { src: '/Assets/art/client-portrait-1.svg', alt: '' },
  },
};

const withInitials = {
  testimonial: {
    name: 'David M.',
    position: 'Facilities Director',
    company: 'Lakeside Offices',
    location: 'Somewhere, NJ',
    rating: 5,
    text: 'They painted our offices over two weekends so we never lost a working day.',
  },
};

/** The client's photo, cropped round beside the name, when the data has one. */
export const WithPhotoOnPhone: Story = { args: withPhoto, globals: phone };
export const WithPhotoOnDesktop: Story = { args: withPhoto, globals: desktop };

/** No photo: the initials of the first and last word of the name, in a navy circle. */
export const WithInitialsOnPhone: Story = { args: withInitials, globals: phone };
export const WithInitialsOnDesktop: Story = { args: withInitials, globals: desktop };

/** One at a time, as a carousel shows it: centred, the words larger. */
export const Featured: Story = { args: { ...withPhoto, featured: true }, globals: desktop };
