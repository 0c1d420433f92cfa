import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockIntersectionObserver } from '../../../tests/support/mockIntersectionObserver.ts';
import { renderWithSite } from '../../../tests/support/render.tsx';
import type { StatsSection } from '../../generated/content.ts';
import { Stats } from './Stats.tsx';

const section: StatsSection = {
  type: 'stats',
  anchor: 'numbers',
  heading: 'Our Work in Numbers',
  stats: [
    { value: 500, suffix: '+', label: 'Projects Completed' },
    { value: 98, suffix: '%', label: 'Client Satisfaction' },
    { value: 15, suffix: '+', label: 'Years Experience' },
    { value: 100, suffix: '%', label: 'On-Time Completion' },
  ],
};

describe('Stats', () => {
  let viewport: ReturnType<typeof mockIntersectionObserver>;
  beforeEach(() => {
    vi.useFakeTimers();
    viewport = mockIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts every card up to its final figure once scrolled into view', () => {
    renderWithSite(<Stats section={section} />);
    const region = screen.getByRole('region', { name: 'Our Work in Numbers' });
    expect(region).toHaveAttribute('id', 'numbers');
    viewport.scrollIntoView(0.5);
    act(() => vi.advanceTimersByTime(2100));
    const cards = within(region).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('[aria-hidden]')?.textContent)).toEqual([
      '500+',
      '98%',
      '15+',
      '100%',
    ]);
    expect(within(cards[0]!).getByText('Projects Completed')).toBeInTheDocument();
  });

  it('needs no heading', () => {
    renderWithSite(<Stats section={{ ...section, heading: undefined }} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
