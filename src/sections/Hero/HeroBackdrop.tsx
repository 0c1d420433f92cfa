import styled from 'styled-components';
import type { Image, Video } from '../../generated/content.ts';
import { Picture } from '../../ui/Picture/Picture.tsx';
import { BackgroundVideo } from '../../ui/Video/BackgroundVideo.tsx';
import { playableVideo } from '../playableVideo.ts';

// The overlay keeps white text at WCAG AA (4.5:1) even over a pure-white pixel: navy at 74%
// or more gives at least 5.9:1. It only lightens towards the right edge on wide screens,
// beyond where the text column (max 22ch headline, 60ch subtitle) ends.
// No z-index here: the hero's content sits above at z-index 1, and the video's pause button
// (z-index 1, later in the document) stays above the content and clickable.
const Layer = styled.div`
  position: absolute;
  inset: 0;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    background: color-mix(in srgb, ${({ theme }) => theme.color.navy} 80%, transparent);
  }
  /* When autoplay fails the video shows its native controls along its bottom edge; the overlay
     stops short of them so they stay visible. Hero text never reaches into that strip. */
  &:has(video[controls])::after {
    bottom: 56px;
  }
  @media (min-width: 1200px) {
    &::after {
      background: linear-gradient(
        90deg,
        color-mix(in srgb, ${({ theme }) => theme.color.navy} 86%, transparent) 0%,
        color-mix(in srgb, ${({ theme }) => theme.color.navy} 76%, transparent) 68%,
        color-mix(in srgb, ${({ theme }) => theme.color.navy} 50%, transparent) 100%
      );
    }
  }
`;

const Still = styled(Picture)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Motion = styled(BackgroundVideo)`
  width: 100%;
  height: 100%;
`;

interface HeroBackdropProps {
  image?: Image;
  video?: Video;
}

/** The hero's background picture, or video over its still, under a darkening overlay. */
export function HeroBackdrop({ image, video }: HeroBackdropProps) {
  if (!image && !video) return null;
  return (
    <Layer>
      {video ? (
        <Motion video={playableVideo(video)} still={image ?? video.poster} priority />
      ) : (
        image && <Still image={image} sizes="100vw" priority />
      )}
    </Layer>
  );
}
