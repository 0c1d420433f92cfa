import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stat } from './StatCards.tsx';
import { theme } from '../../theme/tokens.ts';
import {
  mockIntersectionObserver,
  preferReducedMotion,
} from '../../../tests/support/mockIntersectionObserver.ts';
import { StatCards } from './StatCards.tsx';

const stats: Stat[] = [
  { value: 500, suffix: '+', label: 'Projects Completed' },
  { value: 98, suffix: '%', label: 'Client Satisfaction' },
  { value: 15, suffix: '+', label: 'Years Experience' },
  { value: 100, suffix: '%', label: 'On-Time Completion' },
];
const finalTexts = ['500+', '98%', '15+', '100%'];

const themed = (ui: ReactNode) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;
/** The figures as drawn on screen (the animated text, hidden from screen readers). */
const shownFigures = () =>
  screen.getAllByRole('listitem').map((card) => card.querySelector('[aria-hidden]')?.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('StatCards', () => {
  let viewport: ReturnType<typeof mockIntersectionObserver>;
  beforeEach(() => {
    vi.useFakeTimers();
    viewport = mockIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('puts the final figures in the server HTML for visitors without JavaScript', () => {
    const html = renderToString(themed(<StatCards stats={stats} />));
    const page = document.createElement('div');
    page.innerHTML = html;
    const figures = [...page.querySelectorAll('li [aria-hidden]')].map((node) => node.textContent);
    expect(figures).toEqual(finalTexts);
    expect(page.textContent).toContain('Projects Completed');
  });

  it('hydrates the server HTML without a mismatch, then waits at 0 below the fold', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(themed(<StatCards stats={stats} />));
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, themed(<StatCards stats={stats} />), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(shownFigures()).toEqual(['0+', '0%', '0+', '0%']);
    container.remove();
  });

  it('fades cards in at 20 % visible and counts to the final figures at 30 % in 2 seconds', () => {
    render(themed(<StatCards stats={stats} />));
    const [firstCard] = screen.getAllByRole('listitem');
    expect(firstCard).toHaveStyle({ opacity: '0' });

    viewport.scrollIntoView(0.2);
    expect(firstCard).not.toHaveStyle({ opacity: '0' });
    advance(2500);
    expect(shownFigures()).toEqual(['0+', '0%', '0+', '0%']);

    viewport.scrollIntoView(0.3);
    advance(1000);
    const halfway = Number(shownFigures()[0]?.replace('+', ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(500);
    advance(1100);
    expect(shownFigures()).toEqual(finalTexts);
  });

  it('gives screen readers the final figure while the number is still counting', () => {
    render(themed(<StatCards stats={stats} />));
    viewport.scrollIntoView(1);
    advance(500);
    const card = screen.getAllByRole('listitem')[0]!;
    expect(within(card).getByText('500+', { ignore: '[aria-hidden]' })).toBeInTheDocument();
    expect(within(card).queryByText('500+', { ignore: '.visually-hidden' })).toBeNull();
  });

  it('shows the final figures at once, without fading, when motion is reduced', () => {
    preferReducedMotion();
    render(themed(<StatCards stats={stats} />));
    expect(shownFigures()).toEqual(finalTexts);
    expect(screen.getAllByRole('listitem')[0]).not.toHaveStyle({ opacity: '0' });
  });

  it('keeps the decimals of a decimal figure', () => {
    render(themed(<StatCards stats={[{ value: 4.9, label: 'Average Rating' }]} />));
    viewport.scrollIntoView(1);
    advance(2100);
    expect(shownFigures()).toEqual(['4.9']);
  });
});
