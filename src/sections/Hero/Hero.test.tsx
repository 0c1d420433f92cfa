import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeroSection } from '../../generated/content.ts';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { Hero } from './Hero.tsx';

const house = { src: '/Assets/art/hero-home.svg', alt: 'A colonial house, freshly painted' };
const base: HeroSection = {
  type: 'hero',
  variant: 'fullscreen',
  eyebrow: 'Licensed & Insured',
  headline: 'Premium Painting',
  subtitle: 'Careful preparation and a spotless finish.',
  breadcrumb: [{ label: 'Home', href: '/' }],
  actions: [{ label: 'Request Your Free Estimate', intent: 'estimate' }],
  showPhone: true,
};

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('Hero', () => {
  it('shows the headline as the page heading, with breadcrumb, actions and phone link', () => {
    renderWithSite(<Hero section={base} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Premium Painting');
    expect(screen.getByRole('region', { name: 'Premium Painting' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home');
    expect(screen.getByRole('button', { name: 'Request Your Free Estimate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
  });

  it('has no background picture unless the page gives one', () => {
    const { container } = renderWithSite(<Hero section={base} />);
    expect(container.querySelector('img, video')).toBeNull();
  });

  it('puts a responsive background picture behind the text, loaded first', () => {
    const { container } = renderWithSite(<Hero section={{ ...base, image: house }} />);
    const img = screen.getByAltText(house.alt);
    expect(img.closest('picture')).not.toBeNull();
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays a background video over the hero image as its still', () => {
    const video = {
      src: 'https://media.example.com/hero.mp4',
      poster: { src: '/Assets/art/exterior-house.svg', alt: 'A farmhouse' },
    };
    const { container } = renderWithSite(<Hero section={{ ...base, image: house, video }} />);
    expect(screen.getByAltText(house.alt)).toHaveAttribute('loading', 'eager');
    const element = container.querySelector('video');
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(element?.querySelector('source')).toHaveAttribute('src', video.src);
    // The hero image is the video's only still: no poster fetches it a second time, and the
    // video's own poster image is not loaded at all.
    expect(element).not.toHaveAttribute('poster');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.innerHTML).not.toContain('exterior-house');
    // Its pause button waits, hidden, until the browser plays the video (client/behaviors).
    const pause = container.querySelector('button[data-video-toggle]');
    expect(pause).toHaveAttribute('aria-label', 'Pause background video');
    expect(pause).not.toBeVisible();
  });

  it('uses the video poster as the still when there is no hero image', () => {
    const video = {
      src: 'storage:website-assets/hero.mp4',
      poster: { src: '/Assets/art/exterior-house.svg', alt: 'A farmhouse' },
    };
    renderWithSite(<Hero section={{ ...base, video }} />);
    expect(screen.getByAltText('A farmhouse').closest('picture')).not.toBeNull();
  });

  describe('compact hero picture', () => {
    const porch = { src: '/Assets/art/porch.svg', alt: 'Front porch with a navy door' };
    const compact: HeroSection = { type: 'hero', variant: 'compact', headline: 'Contact Us' };

    it("shows the page's own picture, loaded first and sized so nothing shifts", () => {
      renderWithSite(<Hero section={{ ...compact, illustration: porch }} />);
      const picture = screen.getByRole('img', { name: porch.alt });
      expect(picture).toHaveAttribute('loading', 'eager');
      expect(picture).toHaveAttribute('fetchpriority', 'high');
      expect(picture).toHaveAttribute('width');
      expect(picture).toHaveAttribute('height');
      expect(picture).toHaveAttribute('srcset');
    });

    it('shows a quiet brand motif, hidden from assistive technology, when it has none', () => {
      const { container } = renderWithSite(<Hero section={compact} />);
      expect(screen.queryByRole('img')).toBeNull();
      expect(container.querySelector('[data-hero-motif]')).toHaveAttribute('aria-hidden', 'true');
    });

    it('shows neither over a background picture, nor on a fullscreen hero', () => {
      const { container } = renderWithSite(
        <Hero section={{ ...compact, image: house, illustration: porch }} />,
      );
      expect(screen.queryByRole('img', { name: porch.alt })).toBeNull();
      expect(container.querySelector('[data-hero-motif]')).toBeNull();
      const fullscreen = renderWithSite(<Hero section={{ ...base, illustration: porch }} />);
      expect(fullscreen.container.querySelector('[data-hero-motif]')).toBeNull();
      expect(screen.queryByRole('img', { name: porch.alt })).toBeNull();
    });
  });
});
