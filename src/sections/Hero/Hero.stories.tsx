import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HeroSection } from '../../generated/content.ts';
import { Hero } from './Hero.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

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
        { label: 'See Our Work', intent: 'link', href: '/our-work', variant: 'secondary' },
      ],
      showPhone: true,
    },
  },
};

export const FullscreenWithImage: Story = {
  args: {
    section: {
      type: 'hero',
      variant: 'fullscreen',
      eyebrow: 'Licensed & Insured in New Jersey',
      headline: 'Premium Painting That Transforms Your Home',
      subtitle: 'Interior and exterior painting, cabinet refinishing and color consultation.',
      actions: [{ label: 'Request Your Free Estimate', intent: 'estimate' }],
      showPhone: true,
      image: {
        src: '/Assets/art/hero-home.svg',
        alt: 'A two-storey colonial house with slate-blue siding, white trim and a red front door',
      },
    },
  },
};

/** Over a picture the kicker has a gold accent line; on a phone its text wraps beside the line. */
export const FullscreenWithImageOnPhone: Story = {
  args: FullscreenWithImage.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const FullscreenWithImageOnDesktop: Story = {
  args: FullscreenWithImage.args,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The video address cannot resolve here, so this also shows the silent fallback to the still. */
export const WithVideoFallingBackToStill: Story = {
  args: {
    section: {
      type: 'hero',
      headline: 'House Painters You Can Trust',
      subtitle: 'Careful preparation, premium paint and a spotless finish.',
      breadcrumb: [{ label: 'Home', href: '/' }],
      actions: [{ label: 'Request Your Free Estimate', intent: 'estimate' }],
      showPhone: true,
      video: {
        src: 'https://media.example.invalid/hero-loop.mp4',
        poster: {
          src: '/Assets/art/exterior-house.svg',
          alt: 'A white farmhouse with black windows and a ladder against the siding',
        },
      },
    },
  },
};

const contactHero: HeroSection = {
  type: 'hero',
  variant: 'compact',
  headline: 'Contact Us',
  subtitle: 'Questions about a project, or ready for your free, no-obligation estimate?',
  actions: [{ label: 'Request Your Free Estimate', intent: 'estimate' }],
  showPhone: true,
  illustration: {
    src: '/Assets/art/porch.svg',
    alt: 'Front porch with cream siding, white railings, a navy front door and hanging plants',
  },
};

/** A compact hero with the page's own picture: beside the text on desktop... */
export const CompactWithIllustrationOnDesktop: Story = {
  args: { section: contactHero },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** ...and a short strip under the text on a phone. */
export const CompactWithIllustrationOnPhone: Story = {
  args: { section: contactHero },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Without a picture, the brand motif fills the right half on desktop (none on phones). */
export const CompactDefaultMotifOnDesktop: Story = {
  args: Compact.args,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const CompactDefaultMotifOnPhone: Story = {
  args: Compact.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(FullscreenWithImage.args?.section, 'longest');

export const ShortestText: Story = extremeStory(FullscreenWithImage.args?.section, 'shortest');
