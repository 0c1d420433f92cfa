import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Header } from './Header.tsx';

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Frame/Header',
  component: Header,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a service or town page: Services is marked current (site.json nav `currentFor`). */
export const DesktopOnAServicePage: Story = { args: { currentGroup: 'service' }, globals: desktop };

/** Phones: a 44 px "Call" pill beside the brand, and the menu button. */
export const Phone: Story = { args: { currentGroup: 'town' }, globals: phone };

/** The open menu over a dimmed page, ending with the site's call and estimate buttons. */
export const PhoneMenuOpen: Story = {
  args: { currentGroup: 'town' },
  globals: phone,
  play: async ({ canvasElement }) => {
    // By its markup: wider than a phone (e.g. a test's default frame) the toggle is not
    // displayed, and a hidden button has no accessible name to find it by.
    const toggle = canvasElement.querySelector<HTMLButtonElement>('header button[popovertarget]')!;
    await userEvent.click(toggle);
    // The popover is the platform's; the page's controls (Storybook runs them) mark the toggle.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvasElement.ownerDocument.getElementById(toggle.getAttribute('popovertarget')!);
    await expect(menu?.matches(':popover-open')).toBe(true);
  },
};
