import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestimonialCarouselSection } from '../../generated/content.ts';
import { mockIntersectionObserver } from '../../../tests/support/mockIntersectionObserver.ts';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { testimonialCarouselSection as section } from '../../../tests/support/sectionExamples.ts';
import { startEveryControl } from './controls.ts';
import { TestimonialCarousel } from '../../sections/TestimonialCarousel/TestimonialCarousel.tsx';

function renderSection(overrides: Partial<TestimonialCarouselSection> = {}) {
  const viewport = mockIntersectionObserver();
  renderWithSite(<TestimonialCarousel section={{ ...section, ...overrides }} />);
  // As the page's runtime does; the carousel is on screen.
  startEveryControl(document);
  viewport.scrollIntoView(1);
}
const shown = () => screen.getByRole('group', { name: /of 4$/ });

describe('a testimonial carousel in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes back from the first to the last and on from the last to the first', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shown()).toHaveTextContent('Gus H.');
    expect(shown()).toHaveTextContent('Small Business Owner');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toHaveTextContent('Ann B.');
  });

  it('jumps to a testimonial from its dot, highlights it and announces it', async () => {
    const user = userEvent.setup();
    renderSection();
    const dot = screen.getByRole('button', { name: 'Show testimonial 2 of 4' });
    await user.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(shown()).toHaveTextContent('Carl D.');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Showing testimonial 2 of 4: .*Rated 4 out of 5.*Carl D\..*Property Manager/,
      ),
    ).toBeInTheDocument();
  });

  it('advances every autoAdvanceMs and offers a pause button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderSection({ autoAdvanceMs: 5200 });
    act(() => vi.advanceTimersByTime(5200));
    expect(shown()).toHaveTextContent('Carl D.');
    await user.click(screen.getByRole('button', { name: 'Pause automatic testimonial rotation' }));
    await user.unhover(shown());
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(11_000));
    expect(shown()).toHaveTextContent('Carl D.');
    expect(
      screen.getByRole('button', { name: 'Play automatic testimonial rotation' }),
    ).toBeInTheDocument();
  });
});
