import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BeforeAfterGallerySection } from '../../generated/content.ts';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { BeforeAfterGallery } from './BeforeAfterGallery.tsx';

const image = (name: string) => ({ src: `/Assets/art/${name}.svg`, alt: name.replace(/-/g, ' ') });
const project = (title: string, slug: string) => ({
  title,
  category: 'Wall Refresh',
  description: `${title}: walls patched, primed and finished in two coats.`,
  beforeImage: image(`${slug}-before`),
  afterImage: image(`${slug}-after`),
});

const section: BeforeAfterGallerySection = {
  type: 'beforeAfterGallery',
  heading: 'Recent Projects',
  intro: 'Two recent interior projects.',
  layout: 'cards',
  projects: [project('Den Refresh', 'den'), project('Stair Makeover', 'stairs')],
};

describe('BeforeAfterGallery', () => {
  it('lists each project with category, title, description and both pictures', () => {
    renderWithSite(<BeforeAfterGallery section={section} />);
    expect(screen.getByRole('region', { name: 'Recent Projects' })).toHaveTextContent(
      'Two recent interior projects.',
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Den Refresh' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Wall Refresh');
    expect(items[0]).toHaveTextContent('Den Refresh: walls patched');
    expect(first.getByRole('img', { name: 'den before' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'den after' })).toBeInTheDocument();
    expect(first.getByText('Before')).toBeInTheDocument();
    expect(first.getByText('After')).toBeInTheDocument();
  });

  it('says how to move the dividers in helper text that describes every divider', () => {
    renderWithSite(<BeforeAfterGallery section={section} />);
    for (const slider of screen.getAllByRole('slider'))
      expect(slider).toHaveAccessibleDescription(
        'Drag a divider, or focus it and use the arrow keys, to compare before and after.',
      );
  });

  it('gives every comparison its own slider in the Tab order, named after its project', async () => {
    const user = userEvent.setup();
    renderWithSite(<BeforeAfterGallery section={section} />);
    const den = screen.getByRole<HTMLInputElement>('slider', {
      name: 'Before and after: Den Refresh',
    });
    const stairs = screen.getByRole<HTMLInputElement>('slider', {
      name: 'Before and after: Stair Makeover',
    });
    await user.tab();
    expect(den).toHaveFocus();
    expect(den).toHaveAttribute('aria-valuetext', '50% after image shown');
    await user.tab();
    expect(stairs).toHaveFocus();
  });

  it('works without heading or intro, as a grid by default', () => {
    renderWithSite(
      <BeforeAfterGallery
        section={{ type: 'beforeAfterGallery', projects: [project('Hall', 'hall')] }}
      />,
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('slider', { name: 'Before and after: Hall' })).toHaveValue('50');
  });

  // The browser fetches the smallest source at least as wide as `sizes` says: a project shown
  // 1,116 px wide but said to be 570 got the 800 px source scaled up, blurred.
  it('asks for pictures as wide as each project is shown: one alone fills the row', () => {
    const sizesOf = (name: string) =>
      screen.getByRole('img', { name }).closest('picture')!.querySelector('source')!.sizes;
    const cabinet = { ...project('Cabinets', 'x'), beforeImage: image('cabinet-before') };
    const { unmount } = renderWithSite(
      <BeforeAfterGallery section={{ type: 'beforeAfterGallery', projects: [cabinet] }} />,
    );
    expect(sizesOf('cabinet before')).toBe('(min-width: 1180px) 1116px, 100vw');
    unmount();
    renderWithSite(
      <BeforeAfterGallery
        section={{ type: 'beforeAfterGallery', projects: [cabinet, { ...cabinet, title: 'Hall' }] }}
      />,
    );
    for (const picture of screen.getAllByRole('img', { name: 'cabinet before' }))
      expect(picture.closest('picture')!.querySelector('source')!.sizes).toBe(
        '(min-width: 1180px) 542px, (min-width: 936px) 50vw, 100vw',
      );
  });
});
