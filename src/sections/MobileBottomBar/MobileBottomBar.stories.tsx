import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileBottomBar } from './MobileBottomBar.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/MobileBottomBar',
  component: MobileBottomBar,
  decorators: [
    (Story) => (
      <>
        <p>
          The bar is fixed to the bottom of phone-width screens (under 768 px) and hidden wider. On
          a page it appears once the opening hero has scrolled away; here it shows at once.
        </p>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof MobileBottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Shown on phone-sized screens only. */
export const CallAndEstimate: Story = {
  globals: phone,
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
  globals: phone,
  args: { section: { type: 'mobileBottomBar', items: [{ kind: 'estimate', label: 'Start' }] } },
};

/** Wider than a phone there is no bar: the header's phone link and the page's buttons serve. */
export const OnDesktop: Story = {
  globals: desktop,
  args: CallAndEstimate.args,
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(CallAndEstimate.args?.section, 'longest');

export const ShortestText: Story = extremeStory(CallAndEstimate.args?.section, 'shortest');
