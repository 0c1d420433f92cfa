import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from './ContactForm.tsx';

/** Stand-ins for the backend, so stories never send anything. */
const succeed = () => new Promise<void>((resolve) => setTimeout(resolve, 800));
const fail = () =>
  new Promise<void>((_, reject) => setTimeout(() => reject(new Error('Story: refused')), 800));

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

/** Sending clears the form and shows a thank-you banner for 5 s. */
export const Succeeds: Story = { args: { send: succeed } };

/** Sending shows the failure banner, which stays until the next attempt; values are kept. */
export const Fails: Story = { args: { send: fail } };
