import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { inlineScript } from './asset-tags.ts';

describe('the head controls', () => {
  it('run as a classic script in the head and answer a tab in a body parsed after them', async () => {
    const script = await inlineScript();
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    const { window } = new JSDOM(
      `<!DOCTYPE html><head><script>${script}</script></head><body><div data-tab-list>
        <button role="tab" aria-selected="true" aria-controls="one">One</button>
        <button role="tab" aria-selected="false" aria-controls="two">Two</button>
      </div><div id="one"></div><div id="two" hidden></div></body>`,
      {
        runScripts: 'dangerously',
        // jsdom has no media queries; the carousels ask whether motion is reduced.
        beforeParse: (window) => {
          window.matchMedia = (query: string) =>
            ({ matches: false, media: query, addEventListener() {} }) as unknown as MediaQueryList;
        },
      },
    );
    const { document } = window;
    document.querySelectorAll<HTMLElement>('[role="tab"]')[1]!.click();
    expect(document.getElementById('two')!.hidden).toBe(false);
    expect(document.getElementById('one')!.hidden).toBe(true);
    expect(document.querySelectorAll('[role="tab"]')[1]!.getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
