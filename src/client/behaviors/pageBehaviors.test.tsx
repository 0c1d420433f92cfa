import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStatic } from '../../../tests/support/render.tsx';
import { Footer } from '../../app/Footer/Footer.tsx';
import { currentYear } from './currentYear.ts';
import { stickySidebar } from './stickySidebar.ts';

afterEach(() => vi.restoreAllMocks());

describe('the sidebar', () => {
  it('stays in view only while all of it fits on screen under the header', () => {
    const container = renderStatic(
      <aside data-sticky="false" data-sticky-reserve="124">
        FAQs
      </aside>,
    );
    const aside = container.querySelector<HTMLElement>('aside')!;
    let height = 600;
    vi.spyOn(aside, 'offsetHeight', 'get').mockImplementation(() => height);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    stickySidebar(container);
    expect(aside).toHaveAttribute('data-sticky', 'true');
    height = 777; // its FAQs opened: 777 + 124 > 900
    act(() => fireEvent(window, new Event('resize')));
    expect(aside).toHaveAttribute('data-sticky', 'false');
    height = 776;
    act(() => fireEvent(window, new Event('resize')));
    expect(aside).toHaveAttribute('data-sticky', 'true');
  });
});

describe('the copyright year', () => {
  it("is the visitor's year, not the year the page was built", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    const container = renderStatic(<Footer />);
    const year = container.querySelector('[data-current-year]')!;
    expect(year).toHaveTextContent(String(__BUILD_YEAR__));
    currentYear(container);
    expect(year).toHaveTextContent('2031');
    vi.useRealTimers();
  });
});
