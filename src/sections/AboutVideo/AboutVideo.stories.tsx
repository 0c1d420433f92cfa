import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutVideo } from './AboutVideo.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/AboutVideo',
  component: AboutVideo,
} satisfies Meta<typeof AboutVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

const video = {
  src: 'https://media.example.invalid/about-loop.mp4',
  poster: {
    src: '/Assets/art/about-video-poster.svg',
    alt: 'A painter finishing a living-room wall',
  },
};

export const WithStats: Story = {
  args: {
    section: {
      type: 'aboutVideo',
      anchor: 'about',
      heading: 'Craftsmanship You Can See',
      paragraphs: [
        'For more than 15 years we have painted homes with one standard: every surface prepared properly, every line crisp, every room left cleaner than we found it.',
        'Our own trained crews use premium paints from two major brands, protect your floors and furniture, and finish on the day we promise.',
      ],
      highlights: [
        'Licensed & Insured',
        '5-Star Rated',
        'Quality Guaranteed',
        'Free Written Estimates',
      ],
      action: { label: 'Request Free Consultation', intent: 'estimate' },
      video,
      stats: [
        { value: 500, suffix: '+', label: 'Projects Completed' },
        { value: 98, suffix: '%', label: 'Client Satisfaction' },
        { value: 15, suffix: '+', label: 'Years Experience' },
        { value: 100, suffix: '%', label: 'On-Time Completion' },
      ],
    },
  },
};

export const TextAndVideoOnly: Story = {
  args: {
    section: {
      type: 'aboutVideo',
      heading: 'Meet the Team',
      paragraphs: ['A small, local team that treats every home as if it were our own.'],
      action: { label: 'Read Our Story', intent: 'link', href: '/our-story', variant: 'secondary' },
      video,
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(WithStats.args?.section, 'longest');

export const ShortestText: Story = extremeStory(WithStats.args?.section, 'shortest');
