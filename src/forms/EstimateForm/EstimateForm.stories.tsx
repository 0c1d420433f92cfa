import type { Meta, StoryObj } from '@storybook/react-vite';
import { EstimateForm } from './EstimateForm.tsx';

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

/** As a page first shows it; Submit sends it through the page's controls. */
export const Idle: Story = {};

/** "Submitting...", and the button waits. */
export const Submitting: Story = { args: { status: 'submitting' } };

/** The thanks in green; after 2 s the form resets and closes. */
export const Succeeded: Story = { args: { status: 'success' } };

/** The failure in red; everything typed stays. */
export const Failed: Story = { args: { status: 'error' } };
