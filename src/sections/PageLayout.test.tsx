import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../tests/support/render.tsx';
import type { Section } from '../generated/content.ts';
import { PageLayout } from './PageLayout.tsx';

const hero: Section = { type: 'hero', headline: 'A page' };
const text: Section = {
  type: 'richText',
  heading: 'Our Story',
  blocks: [{ kind: 'paragraph', text: 'Words.' }],
};

/** Each mobile bottom bar's controls, by their visible label (a call link also carries the number). */
const bars = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('nav[aria-label="Quick contact"]')].map((bar) =>
    [...bar.querySelectorAll('a, button')].map((control) =>
      (control.textContent ?? '').replace(site.contact.phoneDisplay, '').trim(),
    ),
  );

describe('PageLayout', () => {
  it("gives a page the site's mobile bottom bar for phones", () => {
    const { container } = renderWithSite(<PageLayout sections={[hero, text]} />);
    expect(bars(container)).toEqual([site.quickActions!.map((action) => action.label)]);
  });

  it('shows only the bar of a page that brings its own, wherever it sits', () => {
    const own: Section = { type: 'mobileBottomBar', items: [{ kind: 'estimate', label: 'Start' }] };
    const { container } = renderWithSite(
      <PageLayout sections={[hero, text, own]} sidebar={[text]} />,
    );
    expect(bars(container)).toEqual([['Start']]);
  });
});
