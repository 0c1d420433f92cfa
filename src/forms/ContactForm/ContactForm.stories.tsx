import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from './ContactForm.tsx';

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a page first shows it; Send sends it through the page's controls. */
export const Idle: Story = {};

/** "Sending...", and the button waits. */
export const Sending: Story = { args: { status: 'submitting' } };

/** Sent: the form is cleared and a thank-you banner shows for 5 s. */
export const Sent: Story = { args: { status: 'success' } };

/** The failure banner stays until the next attempt; values are kept. */
export const Failed: Story = { args: { status: 'error' } };
