import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { ImageTrioSection } from '../../generated/content.ts';
import { theme } from '../../theme/tokens.ts';
import { ImageTrio } from './ImageTrio.tsx';

const images: ImageTrioSection['images'] = [
  { image: { src: '/Assets/art/living-room.svg', alt: 'Living room' }, caption: 'Greige walls' },
  { image: { src: '/Assets/art/bedroom.svg', alt: 'Bedroom' } },
  { image: { src: 'https://images.example.com/dining.jpg', alt: 'Dining room' }, caption: 'Green' },
];
const renderTrio = (section: ImageTrioSection) =>
  render(
    <ThemeProvider theme={theme}>
      <ImageTrio section={section} />
    </ThemeProvider>,
  );

describe('ImageTrio', () => {
  it('shows its heading and three lazily loaded pictures, with their captions', () => {
    renderTrio({ type: 'imageTrio', anchor: 'examples', heading: 'Our Work', images });
    const region = screen.getByRole('region', { name: 'Our Work' });
    expect(region).toHaveAttribute('id', 'examples');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Our Work');
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('figure')).toHaveTextContent('Greige walls');
    expect(items[1]!.querySelector('figcaption')).toBeNull();
    for (const alt of ['Living room', 'Bedroom', 'Dining room']) {
      expect(screen.getByAltText(alt)).toHaveAttribute('loading', 'lazy');
    }
    const built = screen.getByAltText('Living room');
    expect(built.closest('picture')).not.toBeNull();
    // The first picture leads at up to the main column's width; the others are half of it.
    expect(built).toHaveAttribute('sizes', expect.stringContaining('(min-width: 980px) 760px'));
    expect(screen.getByAltText('Bedroom')).toHaveAttribute(
      'sizes',
      expect.stringContaining('(min-width: 980px) 372px'),
    );
  });

  it('works without a heading: an unnamed section with the three figures', () => {
    const { container } = renderTrio({ type: 'imageTrio', images });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby');
    expect(screen.getAllByRole('figure')).toHaveLength(3);
  });
});
