import type { OpeningHours } from '../../generated/content.ts';

/** site.json's 24-hour "HH:MM" as people read it: "08:00" → "8:00 AM", "18:30" → "6:30 PM". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const period = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${period}`;
}

/** One row's hours as text, e.g. "8:00 AM - 6:00 PM" or "Closed". */
export function formatOpeningHours(row: OpeningHours): string {
  if (row.closed || !row.opens || !row.closes) return 'Closed';
  return `${formatTime(row.opens)} - ${formatTime(row.closes)}`;
}
