import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { EstimateNotice } from '../../backend/estimates.ts';
import { NoticeList } from './NoticeList.tsx';

const sampleNotices: EstimateNotice[] = [
  {
    id: '3',
    name: 'María García',
    service: 'cabinet',
    contact_time: 'evening',
    created_at: '2025-03-14T18:05:00Z',
  },
  {
    id: '2',
    name: 'John O’Neil',
    service: 'exterior',
    contact_time: 'afternoon',
    created_at: '2025-03-14T15:42:00Z',
  },
  {
    id: '1',
    name: '<b>Not bold</b>',
    service: 'murals',
    contact_time: 'weekend',
    created_at: '2025-03-14T09:10:00Z',
  },
];

/** The presentational stack with sample notices; closing a card removes it. */
function Stack({ notices }: { notices: EstimateNotice[] }) {
  const [shown, setShown] = useState(notices);
  return (
    <div style={{ minHeight: 480 }}>
      <p style={{ padding: 16 }}>Page content under the notifications.</p>
      <NoticeList
        notices={shown}
        onDismiss={(id) => setShown((list) => list.filter((notice) => notice.id !== id))}
      />
    </div>
  );
}

const meta = {
  title: 'App/NotificationOverlay',
  component: Stack,
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneNotice: Story = { args: { notices: sampleNotices.slice(0, 1) } };

/** Newest on top; the last one has values the site does not know, shown as they are. */
export const Stacked: Story = { args: { notices: sampleNotices } };
