import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactSection } from './ContactSection.tsx';

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
