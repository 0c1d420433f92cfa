import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs.tsx';
import { extremeStory } from '../../../.storybook/extremes.ts';

const meta = {
  title: 'Sections/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByClient: Story = {
  args: {
    section: {
      type: 'tabs',
      heading: 'Painting for Every Property',
      intro: 'Choose the kind of property to see how we work there.',
      defaultTab: 'residential',
      tabs: [
        {
          id: 'residential',
          label: 'Residential',
          heading: 'Homes and Condos',
          paragraphs: [
            'Bedrooms, kitchens and stairways painted with floors and furniture protected.',
          ],
          points: ['Free written estimate', 'Rooms done in 1–2 days'],
        },
        {
          id: 'management',
          label: 'Property Managers',
          heading: 'Rental Turnovers',
          paragraphs: ['Units painted between tenants, on a schedule you can plan around.'],
        },
        {
          id: 'commercial',
          label: 'Commercial',
          heading: 'Offices and Shops',
          paragraphs: ['Work planned around your opening hours.'],
        },
      ],
    },
  },
};

export const WithoutHeading: Story = {
  args: {
    section: {
      type: 'tabs',
      tabs: [
        {
          id: 'walls',
          label: 'Walls',
          heading: 'Walls',
          paragraphs: ['Eggshell for living spaces.'],
        },
        {
          id: 'trim',
          label: 'Trim',
          heading: 'Trim',
          paragraphs: ['Semi-gloss for doors and trim.'],
        },
      ],
    },
  },
};

/** The longest text the schema allows in every field, and the shortest (.storybook/extremes.ts). */
export const LongestText: Story = extremeStory(ByClient.args?.section, 'longest');

export const ShortestText: Story = extremeStory(ByClient.args?.section, 'shortest');
