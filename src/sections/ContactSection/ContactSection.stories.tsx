import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactSection } from './ContactSection.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/ContactSection',
  component: ContactSection,
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEstimateButton: Story = {
  args: {
    section: {
      type: 'contactSection',
      anchor: 'contact',
      heading: 'Get in Touch',
      intro:
        'Ready to transform your home? Call, e-mail or request your free, no-obligation written estimate.',
      action: { label: 'Request a Service Quote', intent: 'estimate' },
    },
  },
};

export const DetailsOnly: Story = {
  args: {
    section: {
      type: 'contactSection',
      heading: 'Contact Details',
      form: false,
    },
  },
};

/** The contact page words the office location differently from site.json; both readings stand. */
export const WithLocationOverride: Story = {
  args: {
    section: {
      type: 'contactSection',
      heading: 'Contact Us',
      intro: 'Questions about a project? We would love to hear from you.',
      locationOverride: 'Roxebury, NJ',
      action: { label: 'See Our Work', intent: 'link', href: '/our-work', variant: 'secondary' },
    },
  },
};

const withHours: Story['args'] = {
  section: {
    type: 'contactSection',
    heading: 'Get in Touch',
    intro: 'Call, e-mail or send us a message about your project.',
    locationOverride: 'Roxebury, NJ',
    hours: { heading: 'Business Hours', phoneSupport: 'Phone support: Monday - Friday 8am - 6pm' },
  },
};

/** The contact page: details and hours in one column, the form beside them on desktop... */
export const WithHoursOnDesktop: Story = {
  args: withHours,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** ...and hours straight after the details, before the form, on a phone. */
export const WithHoursOnPhone: Story = {
  args: withHours,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(WithLocationOverride.args?.section, 'longest');

export const ShortestText: Story = extremeStory(WithLocationOverride.args?.section, 'shortest');
