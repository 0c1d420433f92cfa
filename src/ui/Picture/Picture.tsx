import styled from 'styled-components';
import type { ImageSource as Image } from '../types.ts';
import { defaultWidth, imageVariants, variantSrcSet, variantUrl } from './imageVariants.ts';

export interface PictureProps {
  image: Image;
  /** The `sizes` attribute: how wide the picture is shown, e.g. "(min-width: 900px) 33vw, 100vw". */
  sizes?: string;
  /** Above the fold: loaded eagerly with fetchpriority="high". Otherwise lazy. */
  priority?: boolean;
  /** Applied to the <img>, so styled(Picture) can size and fit the picture. */
  className?: string;
}

// width/height attributes reserve space; auto height keeps the ratio when CSS narrows the width.
const Img = styled.img`
  height: auto;
`;

/**
 * A responsive picture: AVIF, WebP and JPEG sizes made at build time from the art under
 * /Assets/art/. Any other image (not in the build's manifest) is a plain <img>.
 */
export function Picture({ image, sizes = '100vw', priority = false, className }: PictureProps) {
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  // Where a layout crops the picture (object-fit: cover), the author's point stays in view.
  const style = image.focus && { objectPosition: `${image.focus.x}% ${image.focus.y}%` };
  const variants = imageVariants(image.src);
  if (!variants)
    return <Img src={image.src} alt={image.alt} className={className} style={style} {...loading} />;
  const { src } = image;
  return (
    <picture>
      <source
        type="image/avif"
        srcSet={variantSrcSet(src, variants.widths, 'avif')}
        sizes={sizes}
      />
      <source
        type="image/webp"
        srcSet={variantSrcSet(src, variants.widths, 'webp')}
        sizes={sizes}
      />
      <Img
        src={variantUrl(src, defaultWidth(variants.widths), 'jpg')}
        srcSet={variantSrcSet(src, variants.widths, 'jpg')}
        sizes={sizes}
        width={variants.width}
        height={variants.height}
        alt={image.alt}
        className={className}
        style={style}
        {...loading}
      />
    </picture>
  );
}
