import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/tokens.ts';
import { Splash } from '../../app/Splash/Splash.tsx';
import { SPLASH_REMOVED_AT } from '../../shared/splashTiming.ts';
import { removeSplashWhenDone } from './splash.ts';

/** The pre-rendered splash, then the browser's part of it. */
const renderSplash = () => {
  document.body.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <Splash brandName="Brand" tagline="Premium Painting Services" logo="/Assets/logo.svg" />
    </ThemeProvider>,
  );
  removeSplashWhenDone(document);
};

describe('Splash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(0);
    delete document.documentElement.dataset.splash;
    delete document.documentElement.dataset.splashComplete;
  });
  afterEach(() => vi.useRealTimers());

  it('shows the brand and tagline, then is removed 2400 ms after load and reports completion', () => {
    renderSplash();
    expect(screen.getByTestId('splash')).toHaveTextContent('Premium Painting Services');
    act(() => vi.advanceTimersByTime(SPLASH_REMOVED_AT - 1));
    expect(screen.queryByTestId('splash')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(document.documentElement.dataset.splashComplete).toBe('true');
  });

  it('is removed at once on a later load of the same session', () => {
    document.documentElement.dataset.splash = 'skip';
    // jsdom applies no stylesheet rules: the skipped splash is display:none, as the page's CSS makes it.
    const hidden = document.createElement('style');
    hidden.textContent = '[data-splash-overlay] { display: none; }';
    document.head.append(hidden);
    renderSplash();
    hidden.remove();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.queryByTestId('splash')).toBeNull();
  });
});
