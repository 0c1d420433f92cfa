import { describe, expect, it } from 'vitest';
import { fontProblems } from './font-loading.ts';

const face = (url: string, display = 'swap') =>
  `@font-face{font-family:'Brand';src:url(${url}) format('woff2');font-display:${display};}`;
const fallback = `@font-face{font-family:"Brand Fallback: Arial";src:local('Arial');font-display:swap;}`;
const loader = (css: string) => `<script>(function(){var css=${JSON.stringify(css)};})();</script>`;
/** A loader that uses the CSS Font Loading API, as the site's does. */
const apiLoader = (url: string, display = 'optional') =>
  `<script>(function(){var files=${JSON.stringify([{ family: 'Brand', url }])};` +
  `files.map(function(f){return new FontFace(f.family,'url('+f.url+')',{display:'${display}'})})})();</script>`;
const page = (head: string, css = fallback) =>
  `<html><head><style>${css}</style>${head}</head><body></body></html>`;

describe('fontProblems', () => {
  it('accepts a page whose styles hold only the fallbacks and whose loader adds the fonts', () => {
    const html = page(loader(face('/assets/a-1.woff2') + face('/assets/b-2.woff2')));
    expect(fontProblems(html)).toEqual([]);
  });

  it('accepts a loader that names the files for the CSS Font Loading API, optional', () => {
    expect(fontProblems(page(apiLoader('/assets/a-1.woff2')))).toEqual([]);
  });

  it('names a Font Loading API loader whose faces may swap into a painted page, or block', () => {
    for (const display of ['swap', 'block'])
      expect(fontProblems(page(apiLoader('/assets/a-1.woff2', display)))).toEqual([
        'The script that loads the brand fonts does not make them optional, so they may swap into a painted page.',
      ]);
  });

  it('names a font declared in the styles or preloaded: either is fetched before the first paint', () => {
    const html = page(
      `<link rel="preload" href="/assets/a-1.woff2" as="font" type="font/woff2" crossorigin="">` +
        loader(face('/assets/a-1.woff2')),
      fallback + face('/assets/b-2.woff2'),
    );
    expect(fontProblems(html)).toEqual([
      '/assets/a-1.woff2 is preloaded, so it is fetched before the first paint.',
      "/assets/b-2.woff2 is declared in the page's styles, so it is fetched before the first paint.",
    ]);
  });

  it('names a page without the loader', () => {
    expect(fontProblems(page(''))).toEqual(['No script loads the brand fonts.']);
  });

  it('names a face that blocks text, fallbacks included', () => {
    const html = page(loader(face('/assets/a-1.woff2', 'block')), fallback.replace('swap', 'auto'));
    expect(fontProblems(html)).toEqual([
      `@font-face "Brand Fallback: Arial" blocks text (font-display is neither swap nor optional).`,
      `@font-face 'Brand' blocks text (font-display is neither swap nor optional).`,
    ]);
  });
});
