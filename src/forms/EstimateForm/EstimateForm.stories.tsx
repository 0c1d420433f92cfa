import type { Meta, StoryObj } from '@storybook/react-vite';
import { EstimateForm } from './EstimateForm.tsx';

/** Stand-ins for the backend, so stories never send anything. */
const succeed = () => new Promise<void>((resolve) => setTimeout(resolve, 800));
const fail = () =>
  new Promise<void>((_, reject) => setTimeout(() => reject(new Error('Story: refused')), 800));

const meta = {
  title: 'Forms/EstimateForm',
  component: EstimateForm,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EstimateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting shows "Submitting...", then the thank-you; the form resets after 2 s. */
export const Succeeds: Story = { args: { send: succeed } };

/** Submitting shows the red failure message and keeps what was typed. */
export const Fails: Story = { args: { send: fail } };
