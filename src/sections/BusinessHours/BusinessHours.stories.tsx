import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessHours } from './BusinessHours.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/BusinessHours',
  component: BusinessHours,
} satisfies Meta<typeof BusinessHours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoursOnly: Story = {
  args: {
    section: { type: 'businessHours', heading: 'Business Hours' },
  },
};

export const WithPhoneSupport: Story = {
  args: {
    section: {
      type: 'businessHours',
      heading: 'Business Hours',
      phoneSupport: 'Phone support: Monday - Friday 8am - 6pm',
    },
  },
};

/** The contact page spells the location its own way; both readings stand. */
export const WithContactDetails: Story = {
  args: {
    section: {
      type: 'businessHours',
      anchor: 'hours',
      heading: 'Hours & Contact',
      phoneSupport: 'Phone support: Monday - Friday 8am - 6pm',
      showContactDetails: true,
      locationOverride: 'Roxebury, NJ',
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(WithContactDetails.args?.section, 'longest');

export const ShortestText: Story = extremeStory(WithContactDetails.args?.section, 'shortest');
