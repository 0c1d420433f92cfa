import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockIntersectionObserver } from '../../../tests/support/mockIntersectionObserver.ts';
import { renderWithSite } from '../../../tests/support/render.tsx';
import type { AboutVideoSection } from '../../generated/content.ts';
import { AboutVideo } from './AboutVideo.tsx';

const section: AboutVideoSection = {
  type: 'aboutVideo',
  anchor: 'about',
  heading: 'Craftsmanship You Can See',
  paragraphs: ['First paragraph.', 'Second paragraph.'],
  highlights: ['Licensed & Insured', 'Quality Guaranteed'],
  action: { label: 'Request Free Consultation', intent: 'estimate' },
  video: {
    src: 'https://media.example.invalid/about.mp4',
    poster: { src: '/Assets/art/about.svg', alt: 'A painter at work' },
  },
  stats: [
    { value: 500, suffix: '+', label: 'Projects Completed' },
    { value: 98, suffix: '%', label: 'Client Satisfaction' },
  ],
};

describe('AboutVideo', () => {
  let viewport: ReturnType<typeof mockIntersectionObserver>;
  beforeEach(() => {
    vi.useFakeTimers();
    viewport = mockIntersectionObserver();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a named region with its paragraphs, highlights and button', () => {
    renderWithSite(<AboutVideo section={section} />);
    const region = screen.getByRole('region', { name: 'Craftsmanship You Can See' });
    expect(region).toHaveAttribute('id', 'about');
    expect(within(region).getByText('First paragraph.')).toBeInTheDocument();
    expect(within(region).getByText('Second paragraph.')).toBeInTheDocument();
    const highlights = within(region).getByText('Licensed & Insured').closest('ul')!;
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Licensed & Insured', 'Quality Guaranteed']);
    expect(
      within(region).getByRole('button', { name: 'Request Free Consultation' }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows the video over its still picture', () => {
    const { container } = renderWithSite(<AboutVideo section={section} />);
    expect(screen.getByRole('img', { name: 'A painter at work' })).toBeInTheDocument();
    expect(container.querySelector('video source')).toHaveAttribute(
      'src',
      'https://media.example.invalid/about.mp4',
    );
  });

  it('counts its stat cards up to the final figures once they scroll into view', () => {
    renderWithSite(<AboutVideo section={section} />);
    viewport.scrollIntoView(1);
    act(() => vi.advanceTimersByTime(2100));
    const figures = screen
      .getByText('Projects Completed')
      .closest('ul')!
      .querySelectorAll('li [aria-hidden]');
    expect([...figures].map((figure) => figure.textContent)).toEqual(['500+', '98%']);
  });

  it('leaves out the highlights, button and stats when the section has none', () => {
    const { video, heading, paragraphs, type } = section;
    renderWithSite(<AboutVideo section={{ type, heading, paragraphs, video }} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request Free Consultation' })).toBeNull();
  });
});
