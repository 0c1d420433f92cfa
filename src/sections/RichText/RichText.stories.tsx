import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './RichText.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/RichText',
  component: RichText,
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prose: Story = {
  args: {
    section: {
      type: 'richText',
      heading: 'Craftsmanship You Can See',
      blocks: [
        { kind: 'paragraph', text: 'Every surface prepared properly, every line crisp.' },
        { kind: 'list', items: ['Licensed and insured', 'Quality guaranteed', 'On-time service'] },
        { kind: 'paragraph', text: 'Call {phone} or read [about us](/our-story).' },
      ],
    },
  },
};

export const LegalWithDate: Story = {
  args: {
    section: {
      type: 'richText',
      heading: 'Terms of Service',
      updated: '2026-11-21',
      blocks: [
        { kind: 'heading', text: 'Cancellations' },
        { kind: 'paragraph', text: 'Please give at least 48 hours notice; a late fee may apply.' },
      ],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(Prose.args?.section, 'longest');

export const ShortestText: Story = extremeStory(Prose.args?.section, 'shortest');
