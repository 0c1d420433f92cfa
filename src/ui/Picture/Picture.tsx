import type { Image } from '../../generated/content.ts';

export interface PictureProps {
  image: Image;
  /** The `sizes` attribute: how wide the picture is shown, e.g. "(min-width: 900px) 33vw, 100vw". */
  sizes?: string;
  /** Above the fold: loaded eagerly with fetchpriority="high". Otherwise lazy. */
  priority?: boolean;
  className?: string;
}

/** A responsive picture. (Interim: a plain image until the build-time image pipeline lands.) */
export function Picture({ image, priority = false, className }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
