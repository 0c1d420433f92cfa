import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { root } from '../../lib/paths.ts';
import { renderBarePage } from './bare-page.ts';

// A trimmed copy of a real pre-rendered town page (head and body up to the end of the hero).
const townPage = readFileSync(
  path.join(root, 'tests/fixtures/prerendered/town-picture-hero.html'),
  'utf8',
);

const parse = (html: string) => new JSDOM(html).window.document;
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());

const page = (body: string, head = '<title>A page</title>') =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('renderBarePage', () => {
  it('keeps the head a page needs and nothing that runs or styles', () => {
    const bare = parse(renderBarePage(townPage));
    expect(bare.documentElement.lang).toBe('en');
    expect(bare.title).toBe('Interior Painting in Dover, NJ | Ridgeline Painting');
    expect(bare.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    );
    expect(bare.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Painters for Dover/,
    );
    expect(
      bare.querySelectorAll('script, link[rel="stylesheet"], link[rel="modulepreload"]'),
    ).toHaveLength(0);
    expect(bare.querySelectorAll('style')).toHaveLength(1);
    expect(bare.querySelectorAll('[class], [style]')).toHaveLength(0);
  });

  it('keeps every heading, paragraph and link of the page, in order', () => {
    const site = parse(townPage);
    const bare = parse(renderBarePage(townPage));
    for (const selector of ['h1, h2, h3', 'main p', 'nav a'])
      expect(texts(bare, selector), selector).toEqual(texts(site, selector));
    expect(texts(bare, 'h1')).toEqual([
      'Dependable Painting for Dover Homes, Rentals and Storefronts',
    ]);
  });

  it('keeps the same picture with its sources, sizes and loading hints', () => {
    const site = parse(townPage);
    const bare = parse(renderBarePage(townPage));
    const hero = (document: Document) => {
      const img = document.querySelector('main picture > img')!;
      return {
        sources: [...img.parentElement!.querySelectorAll('source')].map((source) => [
          source.getAttribute('type'),
          source.getAttribute('srcset'),
          source.getAttribute('sizes'),
        ]),
        img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'fetchpriority', 'loading'].map(
          (name) => img.getAttribute(name),
        ),
      };
    };
    expect(hero(bare)).toEqual(hero(site));
    expect(hero(bare).img[1]).toContain('/Assets/img/hero-home-1600.jpg 1600w');
  });

  it('leaves out the splash and keeps the closed menu and dialog closed', () => {
    const bare = parse(
      renderBarePage(
        page(
          '<div data-splash-overlay aria-hidden="true"><p>Ridgeline Painting</p></div>' +
            '<nav><button popovertarget="menu">Menu</button><div id="menu" popover><a href="/">Home</a></div></nav>' +
            '<main><h1>Title</h1><dialog id="estimate" closedby="any"><form><label>Name <input name="full"></label></form></dialog>' +
            '<details><summary>Question?</summary><p>Answer.</p></details></main>',
        ),
      ),
    );
    expect(bare.querySelector('[data-splash-overlay]')).toBeNull();
    expect(bare.body.textContent).not.toContain('Ridgeline Painting');
    expect(bare.querySelector('#menu')?.getAttribute('popover')).toBe('');
    expect(bare.querySelector('button')?.getAttribute('popovertarget')).toBe('menu');
    expect(bare.querySelector('dialog:not([open]) input')).not.toBeNull();
    expect(bare.querySelector('details:not([open]) summary')?.textContent).toBe('Question?');
  });

  it('keeps hostile text as text and drops what would run', () => {
    const bare = parse(
      renderBarePage(
        page(
          '<main><h1>&lt;img src=x onerror=alert(3)&gt;</h1>' +
            '<img src="/a.jpg" onerror="alert(5)" alt="&quot;&gt;&lt;script&gt;alert(6)&lt;/script&gt;">' +
            '<a href="javascript:alert(7)">Go</a><script>alert(4)</script>' +
            '<svg onload="alert(8)"><script>alert(9)</script></svg></main>',
          '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>' +
            '<meta name="description" content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;">',
        ),
      ),
    );
    expect(bare.querySelectorAll('script')).toHaveLength(0);
    expect(bare.querySelector('[onload], [onerror]')).toBeNull();
    expect(bare.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(bare.title).toBe('</title><script>alert(1)</script>');
    expect(bare.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(3)>');
    // An attribute that reads as markup is dropped (DOMPurify's SAFE_FOR_XML), the picture kept.
    expect(bare.querySelector('img')?.getAttribute('src')).toBe('/a.jpg');
  });
});
