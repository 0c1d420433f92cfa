import { describe, expect, it } from 'vitest';
import { formatOpeningHours, formatTime } from './formatHours.ts';

describe('formatTime', () => {
  it.each([
    ['08:00', '8:00 AM'],
    ['18:00', '6:00 PM'],
    ['14:30', '2:30 PM'],
    ['12:00', '12:00 PM'],
    ['00:05', '12:05 AM'],
  ])('reads %s as %s', (time, expected) => {
    expect(formatTime(time)).toBe(expected);
  });
});

describe('formatOpeningHours', () => {
  it('joins opening and closing times, and says Closed on closed days', () => {
    expect(
      formatOpeningHours({
        label: 'Saturday',
        days: ['Saturday'],
        opens: '09:00',
        closes: '14:00',
      }),
    ).toBe('9:00 AM - 2:00 PM');
    expect(formatOpeningHours({ label: 'Sunday', days: ['Sunday'], closed: true })).toBe('Closed');
  });
});
