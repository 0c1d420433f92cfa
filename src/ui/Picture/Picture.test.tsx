import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/tokens.ts';
import { defaultWidth, imageVariants } from './imageVariants.ts';
import { Picture, type PictureProps } from './Picture.tsx';

const art = { src: '/Assets/art/hero-home.svg', alt: 'A freshly painted colonial house' };
const renderPicture = (props: PictureProps) =>
  render(
    <ThemeProvider theme={theme}>
      <Picture {...props} />
    </ThemeProvider>,
  ).container;

describe('Picture', () => {
  it('offers AVIF, WebP and JPEG at every generated width', () => {
    const container = renderPicture({ image: art, sizes: '50vw' });
    const [avif, webp] = container.querySelectorAll('source');
    const srcSet = (format: string) =>
      [480, 960, 1600].map((w) => `/Assets/img/hero-home-${w}.${format} ${w}w`).join(', ');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', srcSet('avif'));
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp).toHaveAttribute('srcset', srcSet('webp'));
    expect(avif).toHaveAttribute('sizes', '50vw');
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', '/Assets/img/hero-home-960.jpg');
    expect(img).toHaveAttribute('srcset', srcSet('jpg'));
    expect(img).toHaveAttribute('alt', art.alt);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
  });

  it('keeps the author’s focal point in view where it is cropped, and the centre without one', () => {
    const focused = renderPicture({ image: { ...art, focus: { x: 20, y: 75.5 } } });
    expect(focused.querySelector('img')).toHaveStyle({ objectPosition: '20% 75.5%' });
    const plain = renderPicture({
      image: { src: '/Assets/elsewhere.png', alt: '', focus: { x: 0, y: 100 } },
    });
    expect(plain.querySelector('img')).toHaveStyle({ objectPosition: '0% 100%' });
    expect(renderPicture({ image: art }).querySelector('img')).not.toHaveAttribute('style');
  });

  it('is lazy and decoded asynchronously by default', () => {
    const img = renderPicture({ image: art }).querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('loads eagerly with high fetch priority when it is a priority picture', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <Picture image={art} priority />
      </ThemeProvider>,
    );
    expect(html).toMatch(/<img[^>]* loading="eager"/);
    expect(html).toMatch(/<img[^>]* fetchPriority="high"/i);
    expect(html).not.toMatch(/decoding=/);
  });

  it('renders an image the build did not process as a plain <img>', () => {
    const remote = { src: 'https://images.example.com/porch.jpg', alt: 'A porch' };
    const container = renderPicture({ image: remote, className: 'fill' });
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', remote.src);
    expect(img).toHaveAttribute('alt', 'A porch');
    expect(img).toHaveClass('fill');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('names its JPEG fallback at 960 px or the nearest smaller size', () => {
    expect(defaultWidth([480, 960, 1600])).toBe(960);
    expect(defaultWidth([480, 800])).toBe(800);
    expect(defaultWidth([96])).toBe(96);
    expect(imageVariants('/Assets/art/missing.svg')).toBeUndefined();
    expect(imageVariants('toString')).toBeUndefined();
  });
});
