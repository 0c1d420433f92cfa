import type { Meta, StoryObj } from '@storybook/react-vite';
import { Faq } from './Faq.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/Faq',
  component: Faq,
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  args: {
    section: {
      type: 'faq',
      heading: 'Frequently Asked Questions',
      items: [
        {
          question: 'How long does it take to paint a room?',
          answer: 'Most rooms take 1–2 days, including preparation, two coats and clean-up.',
        },
        {
          question: 'Do I need to move my furniture?',
          answer: 'No. We move and cover furniture, protect floors and put everything back.',
        },
        {
          question: 'What paint do you use?',
          answer: 'Premium low-VOC paints, chosen for the surface and the room.',
        },
        {
          question: 'How do I get an estimate?',
          answer:
            'Call {phone}, e-mail {email} or send the form on our [contact page](/get-in-touch).',
        },
      ],
    },
  },
};

export const FirstOpen: Story = {
  args: {
    section: {
      type: 'faq',
      anchor: 'faq',
      heading: 'Common Questions',
      defaultOpen: [0],
      items: [
        {
          question: 'Are you licensed and insured?',
          answer: 'Yes. We carry full liability insurance and are licensed in New Jersey.',
        },
        {
          question: 'When is exterior painting season?',
          answer: 'May to October, when temperatures stay between 50 and 85°F.',
        },
        {
          question: 'What if I need to cancel?',
          answer: 'Please give us 48 hours notice; a late fee may apply.',
        },
      ],
    },
  },
};

/** Questions stay at least as prominent as their answers, on a phone and on desktop. */
export const FirstOpenOnPhone: Story = {
  args: FirstOpen.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const FirstOpenOnDesktop: Story = {
  args: FirstOpen.args,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(AllClosed.args?.section, 'longest');

export const ShortestText: Story = extremeStory(AllClosed.args?.section, 'shortest');
