import type { Meta, StoryObj } from '@storybook/react-vite';
import { CallToAction } from './CallToAction.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/CallToAction',
  component: CallToAction,
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhone: Story = {
  args: {
    section: {
      type: 'callToAction',
      heading: 'Ready to Talk About Your Project?',
      text: 'Call us or book a free, written, on-site estimate at a time that suits you.',
      actions: [{ label: 'Schedule Your Free Consultation', intent: 'estimate' }],
      showPhone: true,
    },
  },
};

export const TwoButtons: Story = {
  args: {
    section: {
      type: 'callToAction',
      heading: 'See the Difference Fresh Paint Makes',
      actions: [
        { label: 'Request Your Free Estimate', intent: 'estimate' },
        { label: 'View Our Gallery', intent: 'link', href: '/gallery', variant: 'secondary' },
      ],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(WithPhone.args?.section, 'longest');

export const ShortestText: Story = extremeStory(WithPhone.args?.section, 'shortest');
