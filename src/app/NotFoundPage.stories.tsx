import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = {
  title: 'App/NotFoundPage',
  component: NotFoundPage,
  // No props, so no args table to document: the two stories are the whole story.
  tags: ['!autodocs'],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The compact hero and cards to the main pages, on a phone... */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** ...and on desktop. */
export const OnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
