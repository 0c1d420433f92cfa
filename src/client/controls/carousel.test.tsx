import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockIntersectionObserver,
  preferReducedMotion,
} from '../../../tests/support/mockIntersectionObserver.ts';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { startEveryControl } from './controls.ts';
import { Carousel, type CarouselProps } from '../../ui/Carousel/Carousel.tsx';

const slides = ['Alpha', 'Bravo', 'Charlie'].map((word) => ({
  key: word,
  content: <p>{word} says hello</p>,
}));

function renderCarousel(props: Partial<CarouselProps> = {}) {
  const user = vi.isFakeTimers()
    ? userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    : userEvent.setup();
  const viewport = mockIntersectionObserver();
  renderWithSite(
    <>
      <h2 id="quotes">Quotes</h2>
      <Carousel labelledBy="quotes" itemName="quote" slides={slides} {...props} />
      <button type="button">Outside</button>
    </>,
  );
  // As the page's runtime does for every pre-rendered page; the carousel is on screen.
  startEveryControl(document);
  viewport.scrollIntoView(1);
  return { user, viewport, region: screen.getByRole('region', { name: 'Quotes' }) };
}

/** The one slide screen readers (and eyes) get; the others are aria-hidden and inert. */
const shownSlide = () => screen.getByRole('group', { name: /of 3$/ });
const expectShown = (word: string, position: number) => {
  expect(shownSlide()).toHaveAccessibleName(`${position} of 3`);
  expect(shownSlide()).toHaveTextContent(word);
};
const liveRegion = () =>
  screen.getByText((_, node) => node?.getAttribute('aria-live') === 'polite');
/** Lets time pass in steps. */
const wait = (ms: number, step = 1000) => {
  for (let left = ms; left > 0; left -= step)
    act(() => vi.advanceTimersByTime(Math.min(step, left)));
};
// Testing Library's async wrapper waits on real timeouts: fake ones must also run by themselves.
const useFakeTimers = () => vi.useFakeTimers({ shouldAdvanceTime: true });

describe('Carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel of slides with one shown', () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expectShown('Alpha', 1);
  });

  it('wraps forwards past the last slide and backwards past the first', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous quote' }));
    expectShown('Charlie', 3);
    await user.click(screen.getByRole('button', { name: 'Next quote' }));
    expectShown('Alpha', 1);
    await user.click(screen.getByRole('button', { name: 'Next quote' }));
    expectShown('Bravo', 2);
  });

  it('jumps to a slide from its dot and marks that dot as current', async () => {
    const { user } = renderCarousel();
    const third = screen.getByRole('button', { name: 'Show quote 3 of 3' });
    await user.click(third);
    expectShown('Charlie', 3);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show quote 1 of 3' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('announces slides the visitor picks, politely', async () => {
    const { user } = renderCarousel();
    expect(liveRegion()).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Next quote' }));
    expect(liveRegion()).toHaveTextContent('Showing quote 2 of 3: Bravo says hello');
  });

  it('advances by itself, wraps to the first, and announces nothing while it does', () => {
    vi.useFakeTimers();
    renderCarousel({ autoAdvanceMs: 5000 });
    wait(4999, 4999);
    expectShown('Alpha', 1);
    wait(1);
    expectShown('Bravo', 2);
    wait(10_000);
    expectShown('Alpha', 1);
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('advances only while on screen', () => {
    vi.useFakeTimers();
    const { viewport } = renderCarousel({ autoAdvanceMs: 5000 });
    viewport.scrollIntoView(0);
    wait(12_000);
    expectShown('Alpha', 1);
    viewport.scrollIntoView(0.5);
    wait(5000);
    expectShown('Bravo', 2);
  });

  it('pauses while hovered or focused and resumes when left', async () => {
    useFakeTimers();
    const { user, region } = renderCarousel({ autoAdvanceMs: 5000 });
    fireEvent.pointerOver(region);
    wait(12_000);
    expectShown('Alpha', 1);
    fireEvent.pointerOut(region, { relatedTarget: document.body });
    wait(5000);
    expectShown('Bravo', 2);
    await user.click(screen.getByRole('button', { name: 'Show quote 1 of 3' }));
    await user.unhover(region);
    wait(12_000);
    expectShown('Alpha', 1);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    wait(5000);
    expectShown('Bravo', 2);
  });

  it('holds still when focus came in before the controls started, until it leaves', async () => {
    useFakeTimers();
    const viewport = mockIntersectionObserver();
    renderWithSite(
      <>
        <h2 id="quotes">Quotes</h2>
        <Carousel labelledBy="quotes" itemName="quote" slides={slides} autoAdvanceMs={5000} />
        <button type="button">Outside</button>
      </>,
    );
    // Focus arrives while nothing listens yet: the page's runtime has not run.
    const unheard = (event: Event) => event.stopImmediatePropagation();
    window.addEventListener('focusin', unheard, true);
    screen.getByRole('button', { name: 'Show quote 1 of 3' }).focus();
    window.removeEventListener('focusin', unheard, true);
    startEveryControl(document);
    viewport.scrollIntoView(1);
    wait(12_000);
    expectShown('Alpha', 1);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    wait(5000);
    expectShown('Bravo', 2);
  });

  it('stops and restarts from its pause button', async () => {
    useFakeTimers();
    const { user } = renderCarousel({ autoAdvanceMs: 5000 });
    await user.click(screen.getByRole('button', { name: 'Pause automatic quote rotation' }));
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    wait(20_000);
    expectShown('Alpha', 1);
    await user.click(screen.getByRole('button', { name: 'Play automatic quote rotation' }));
    wait(5000);
    expectShown('Bravo', 2);
  });

  // Its pause button is hidden by a media query: the end-to-end tests see that.
  it('never advances by itself under reduced motion', () => {
    vi.useFakeTimers();
    preferReducedMotion();
    renderCarousel({ autoAdvanceMs: 5000 });
    wait(20_000);
    expectShown('Alpha', 1);
  });

  it('offers no pause button when it does not rotate', () => {
    renderCarousel();
    expect(screen.queryByRole('button', { name: /automatic/ })).toBeNull();
  });

  it('shows no controls for a single slide', () => {
    renderCarousel({ slides: slides.slice(0, 1) });
    expect(screen.queryByRole('button', { name: /quote/ })).toBeNull();
  });
});
