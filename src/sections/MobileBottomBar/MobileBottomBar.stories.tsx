import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileBottomBar } from './MobileBottomBar.tsx';

const meta = {
  title: 'Sections/MobileBottomBar',
  component: MobileBottomBar,
  decorators: [
    (Story) => (
      <>
        <p>
          The bar is fixed to the bottom of phone-width screens (under 768 px) and hidden wider.
        </p>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof MobileBottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown on phone-sized screens only: pick a mobile viewport to see it. */
export const CallAndEstimate: Story = {
  args: {
    section: {
      type: 'mobileBottomBar',
      items: [
        { kind: 'phone', label: 'Call Now' },
        { kind: 'estimate', label: 'Free Estimate' },
      ],
    },
  },
};

export const StartOnly: Story = {
  args: { section: { type: 'mobileBottomBar', items: [{ kind: 'estimate', label: 'Start' }] } },
};
