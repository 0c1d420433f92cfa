import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceCards } from './ServiceCards.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/ServiceCards',
  component: ServiceCards,
} satisfies Meta<typeof ServiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFeaturesAndAction: Story = {
  args: {
    section: {
      type: 'serviceCards',
      anchor: 'services',
      heading: 'Our Services',
      intro: 'From a single room to the whole house, inside and out.',
      cards: [
        {
          title: 'Interior Painting',
          description: 'Walls, ceilings and trim with crisp lines and an even finish.',
          href: '/example-services/interior',
          icon: 'interior',
          features: ['Furniture protected', 'Low-VOC paints', 'Daily clean-up'],
        },
        {
          title: 'Exterior Painting',
          description: 'Siding, trim and doors prepared properly to last 7–10 years.',
          href: '/example-services/exterior',
          icon: 'exterior',
          features: ['Power washing', 'Scraping and priming', 'Weather-rated paints'],
        },
        {
          title: 'Cabinet Refinishing',
          description: 'A factory-smooth finish for a fraction of the cost of new cabinets.',
          href: '/example-services/cabinets',
          icon: 'cabinet',
          features: ['Done in 3–5 days', '3-year finish warranty'],
        },
        {
          title: 'Color Consultation',
          description: 'A 1–2 hour visit to choose colours that suit your home and light.',
          href: '/example-services/color',
          icon: 'color',
          features: ['Sample boards', 'Whole-house palette'],
        },
      ],
      actions: [{ label: 'Request a Service Quote', intent: 'estimate' }],
    },
  },
};

export const IconsOnly: Story = {
  args: {
    section: {
      type: 'serviceCards',
      heading: 'Painting Services Near You',
      cards: [
        {
          title: 'Residential Painting',
          description: 'Interior and exterior painting for single-family homes.',
          href: '/example-services/interior',
          icon: 'residential',
        },
        {
          title: 'Commercial Painting',
          description: 'Offices and storefronts painted around your opening hours.',
          href: '/example-services/exterior',
          icon: 'commercial',
        },
        {
          title: 'Cabinet Refinishing',
          description: 'Kitchen and bath cabinets refinished in days.',
          href: '/example-services/cabinets',
          icon: 'cabinet',
        },
        {
          title: 'Color Consultation',
          description: 'Expert help choosing the right palette.',
          href: '/example-services/color',
          icon: 'color',
        },
      ],
      actions: [
        { label: 'Request a Service Quote', intent: 'estimate' },
        { label: 'See Our Work', intent: 'link', href: '/our-work', variant: 'secondary' },
      ],
    },
  },
};

export const Plain: Story = {
  args: {
    section: {
      type: 'serviceCards',
      heading: 'Related Services',
      cards: [
        {
          title: 'Exterior Painting',
          description: 'Protect and refresh the outside of your home.',
          href: '/example-services/exterior',
        },
        {
          title: 'Color Consultation',
          description: 'Pick colours with confidence.',
          href: '/example-services/color',
        },
      ],
    },
  },
};

/** Cards that describe a service without linking anywhere (town pages). */
export const WithoutLinks: Story = {
  args: {
    section: {
      type: 'serviceCards',
      heading: 'Our Services in Town',
      cards: [
        { title: 'Interior Painting', description: 'Walls, ceilings and trim.', icon: 'interior' },
        { title: 'Cabinet Refinishing', description: 'A factory-smooth finish.', icon: 'cabinet' },
      ],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(WithFeaturesAndAction.args?.section, 'longest');

export const ShortestText: Story = extremeStory(WithFeaturesAndAction.args?.section, 'shortest');
