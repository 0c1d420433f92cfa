import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { root } from '../paths.ts';
import { extractHero, renderBarePage } from './bare-page.ts';

// Trimmed copies of real pre-rendered pages (head and body up to the end of the hero).
const fixture = (name: string) =>
  readFileSync(path.join(root, 'tests/fixtures/prerendered', name), 'utf8');

const parse = (html: string) => new JSDOM(html).window.document;

describe('extractHero', () => {
  it('reads a town page hero with its responsive picture', () => {
    const hero = extractHero(fixture('town-picture-hero.html'));
    expect(hero).toMatchObject({
      lang: 'en',
      title: 'Interior Painting in Dover, NJ | Ridgeline Painting',
      heading: 'Dependable Painting for Dover Homes, Rentals and Storefronts',
      icon: '/favicon.svg',
    });
    expect(hero.description).toMatch(/^Painters for Dover's two-family homes/);
    expect(hero.paragraph).toMatch(/^Owner-occupied two-families/);
    expect(hero.image).toMatchObject({
      src: '/Assets/img/hero-home-960.jpg',
      sizes: '100vw',
      width: '1600',
      height: '1000',
    });
    expect(hero.image!.srcset).toContain('/Assets/img/hero-home-1600.jpg 1600w');
    expect(hero.image!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('skips the splash and header before the hero', () => {
    const hero = extractHero(fixture('town-picture-hero.html'));
    expect(hero.image!.src).not.toBe('/Assets/logo.svg');
    expect(hero.paragraph).not.toBe('Ridgeline Painting');
  });

  it('reads a compact hero without an image', () => {
    const hero = extractHero(fixture('compact-hero.html'));
    expect(hero.heading).toBe('Contact Us');
    expect(hero.paragraph).toMatch(/^Questions about a project/);
    expect(hero.image).toBeUndefined();
  });

  it("takes a video hero's poster as its image", () => {
    const hero = extractHero(
      '<html><body><section><h1>Title</h1><p>Intro</p><video poster="/poster.jpg" aria-label="A house"></video></section></body></html>',
    );
    expect(hero.image).toEqual({ src: '/poster.jpg', alt: 'A house', sources: [] });
  });

  it('says so when the page has no h1', () => {
    expect(() => extractHero('<html><body><p>No heading</p></body></html>')).toThrow('<h1>');
  });
});

describe('renderBarePage', () => {
  it('writes a page without JavaScript with the hero text and the same picture', () => {
    const document = parse(renderBarePage(extractHero(fixture('town-picture-hero.html'))));
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Interior Painting in Dover, NJ | Ridgeline Painting');
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Painters for Dover/,
    );
    expect(document.querySelector('style')?.textContent).toContain('h1');
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe(
      'Dependable Painting for Dover Homes, Rentals and Storefronts',
    );
    expect(document.querySelector('h1 + p')?.textContent).toMatch(/^Owner-occupied/);
    const sources = [...document.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const img = document.querySelector('picture > img')!;
    expect(img.getAttribute('srcset')).toContain('/Assets/img/hero-home-480.jpg 480w');
    expect(img.getAttribute('alt')).toMatch(/^Illustration of a navy two-storey house/);
  });

  it('keeps hostile text as text', () => {
    const html = renderBarePage({
      lang: 'en" onload="alert(1)',
      title: '</title><script>alert(1)</script>',
      description: '"><script>alert(2)</script>',
      heading: '<img src=x onerror=alert(3)>',
      paragraph: '<script>alert(4)</script>',
      image: { src: '/a.jpg" onerror="alert(5)', alt: '"><script>alert(6)</script>', sources: [] },
    });
    const document = parse(html);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(document.querySelector('[onload], [onerror]')).toBeNull();
    expect(document.title).toBe('</title><script>alert(1)</script>');
    expect(document.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(3)>');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/a.jpg" onerror="alert(5)');
  });
});
