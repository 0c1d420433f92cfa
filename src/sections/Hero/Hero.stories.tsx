import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hero } from './Hero.tsx';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fullscreen: Story = {
  args: {
    section: {
      type: 'hero',
      variant: 'fullscreen',
      eyebrow: 'Licensed & Insured in New Jersey',
      headline: 'Premium Painting That Transforms Your Home',
      subtitle: 'Interior and exterior painting, cabinet refinishing and color consultation.',
      actions: [{ label: 'Request Your Free Estimate', intent: 'estimate' }],
      showPhone: true,
    },
  },
};

export const Compact: Story = {
  args: {
    section: {
      type: 'hero',
      variant: 'compact',
      headline: 'About Our Team',
      subtitle: 'Fifteen years of careful preparation and clean lines.',
    },
  },
};

export const WithBreadcrumbAndLinkAction: Story = {
  args: {
    section: {
      type: 'hero',
      headline: 'Interior Painting',
      breadcrumb: [
        { label: 'Home', href: '/' },
        { label: 'Services', href: '/#services' },
      ],
      actions: [
        { label: 'Request a Service Quote', intent: 'estimate' },
        { label: 'See Our Work', intent: 'link', href: '/gallery', variant: 'secondary' },
      ],
      showPhone: true,
    },
  },
};
