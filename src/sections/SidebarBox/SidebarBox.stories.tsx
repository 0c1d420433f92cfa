import type { Meta, StoryObj } from '@storybook/react-vite';
import { SidebarBox } from './SidebarBox.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/SidebarBox',
  component: SidebarBox,
  // The box is made for the page layout's 340px sticky column.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SidebarBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Highlight: Story = {
  args: {
    section: {
      type: 'sidebarBox',
      variant: 'highlight',
      heading: 'Schedule a Consultation',
      text: 'Get a free, no-obligation written estimate after an on-site visit.',
      action: { label: 'Get Started', intent: 'estimate' },
    },
  },
};

export const EstimateWithContact: Story = {
  args: {
    section: {
      type: 'sidebarBox',
      variant: 'highlight',
      heading: 'Get Your Free Estimate',
      action: { label: 'Request Free Estimate', intent: 'estimate' },
      showPhone: true,
      showEmail: true,
      address: 'Example Town, NJ 07000',
    },
  },
};

export const PlainLinkList: Story = {
  args: {
    section: {
      type: 'sidebarBox',
      variant: 'plain',
      heading: 'Our Services',
      links: [
        { label: 'Interior Painting', href: '/example-services/first' },
        { label: 'Exterior Painting', href: '/example-services/second' },
        { label: 'Cabinet Refinishing', href: '/example-services/third' },
        { label: 'Color Consultation', href: '/example-services/fourth' },
        { label: 'Project Gallery', href: '/our-work' },
        { label: 'Client Testimonials', href: '/testimonials' },
      ],
      linksAction: { label: 'Request Quote', intent: 'estimate' },
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(PlainLinkList.args?.section, 'longest');

export const ShortestText: Story = extremeStory(PlainLinkList.args?.section, 'shortest');
