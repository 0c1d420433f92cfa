import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Section } from '../generated/content.ts';
import { renderWithSite } from '../../tests/support/render.tsx';
import { PageRenderer } from './PageRenderer.tsx';

const sections = [
  { type: 'hero', headline: 'Painting Done Right' },
  {
    type: 'richText',
    heading: 'About the work',
    blocks: [{ kind: 'paragraph', text: 'Careful prep.' }],
  },
] as Section[];

const withUnknown = [...sections, { type: 'carousel', slides: [] } as unknown as Section];

describe('PageRenderer', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('renders every section in page order', () => {
    renderWithSite(<PageRenderer sections={sections} />);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Painting Done Right', 'About the work']);
  });

  it('shows a visible placeholder naming an unknown section type in development', () => {
    vi.stubEnv('DEV', true);
    renderWithSite(<PageRenderer sections={withUnknown} />);
    expect(screen.getByRole('note')).toHaveTextContent('Unknown section type "carousel"');
    expect(screen.getByRole('note')).toHaveTextContent('faq, finishGuide, hero');
  });

  it('skips an unknown section type in production and still renders the rest', () => {
    vi.stubEnv('DEV', false);
    renderWithSite(<PageRenderer sections={withUnknown} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Painting Done Right');
  });
});
