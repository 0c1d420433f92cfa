import { describe, expect, it } from 'vitest';
import { fontProblems } from './font-preloads.ts';

const preload = (href: string, extra = ' type="font/woff2" crossorigin=""') =>
  `<link rel="preload" href="${href}" as="font"${extra}/>`;
const face = (url: string, display = 'swap') =>
  `@font-face{font-family:'Brand';src:url(${url}) format('woff2');font-display:${display};}`;
const fallback = `@font-face{font-family:"Brand Fallback: Arial";src:local('Arial');font-display:swap;}`;
const page = (head: string, css: string) =>
  `<html><head>${head}<style>${css}</style></head><body></body></html>`;

describe('fontProblems', () => {
  it('accepts a page that preloads exactly the files its fonts use, all swapping', () => {
    const html = page(
      preload('/assets/a-1.woff2') + preload('/assets/b-2.woff2'),
      face('/assets/a-1.woff2') + face('/assets/b-2.woff2') + fallback,
    );
    expect(fontProblems(html)).toEqual([]);
  });

  it('names a used file that is not preloaded and a preload that nothing uses', () => {
    const html = page(preload('/assets/old.woff2'), face('/assets/a-1.woff2'));
    expect(fontProblems(html)).toEqual([
      '/assets/a-1.woff2 is used by @font-face but not preloaded.',
      '/assets/old.woff2 is preloaded but no @font-face uses it.',
    ]);
  });

  it('names a face that blocks text instead of swapping, fallbacks included', () => {
    const html = page(
      preload('/assets/a-1.woff2'),
      face('/assets/a-1.woff2', 'block') + fallback.replace('swap', 'auto'),
    );
    expect(fontProblems(html)).toEqual([
      `@font-face 'Brand' does not swap.`,
      `@font-face "Brand Fallback: Arial" does not swap.`,
    ]);
  });

  it('names a preload the browser could not reuse for the font', () => {
    const html = page(preload('/assets/a-1.woff2', ''), face('/assets/a-1.woff2'));
    expect(fontProblems(html)).toEqual([
      'The preload of /assets/a-1.woff2 lacks type="font/woff2".',
      'The preload of /assets/a-1.woff2 lacks crossorigin, so the browser would fetch it twice.',
    ]);
  });
});
