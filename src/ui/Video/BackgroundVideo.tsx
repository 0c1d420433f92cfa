import styled, { css } from 'styled-components';
import type { ImageSource as Image, VideoSource as Video } from '../types.ts';
import { Picture } from '../Picture/Picture.tsx';
import { PauseToggle } from './PauseToggle.tsx';
import { videoMimeType } from './videoMimeType.ts';

const Frame = styled.div`
  position: relative;
  overflow: hidden;
`;

const fill = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
const Still = styled(Picture)`
  ${fill}
`;
/**
 * No poster: the picture under it is the still, in the format and size the browser chose, so
 * the page downloads one still, not two. Until it is shown (data-shown, once it plays or offers
 * its controls) the video is transparent and the picture shows through; then it fades in.
 */
const Media = styled.video`
  ${fill}
  opacity: 0;
  transition: opacity 0.6s ease-out;
  &[data-shown] {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface BackgroundVideoProps {
  /** Its src must be an address the browser can play (sections resolve storage: addresses first). */
  video: Video;
  /** Shown until the video plays and instead of it when it fails. Defaults to the video's poster. */
  still?: Image;
  /** The still's `sizes` attribute. */
  sizes?: string;
  /** Load the still eagerly (above the fold). */
  priority?: boolean;
  /**
   * When the video does not autoplay (reduced motion, or the browser refuses): true shows the
   * video's native controls; false offers the play button instead, for videos under an overlay.
   */
  nativeControls?: boolean;
  /** Give the frame its size here (e.g. inset: 0, or an aspect-ratio); video and still fill it. */
  className?: string;
}

/**
 * A muted, looping, decorative video over its still image, pre-rendered complete: the still
 * shows first (and alone without JavaScript, or when the video fails; it is the video's only
 * poster), the video fades in over it once it plays, and waits with
 * `preload="none"` so it never competes with the page, and the browser starts it, keeps it
 * playing, offers its pause button and drops it if it fails (client/behaviors/backgroundVideo.ts).
 * It does not start by itself for visitors who prefer reduced motion.
 */
export function BackgroundVideo({
  video,
  still = video.poster,
  sizes = '100vw',
  priority = false,
  nativeControls = true,
  className,
}: BackgroundVideoProps) {
  return (
    <Frame className={className}>
      <Still image={still} sizes={sizes} priority={priority} />
      <Media
        data-background-video=""
        data-native-controls={nativeControls ? '' : undefined}
        data-label={still.alt || 'Video'}
        loop
        playsInline
        preload="none"
        // Decorative until it offers controls; then the browser names it (data-label).
        aria-hidden
      >
        <source src={video.src} type={videoMimeType(video.src)} />
      </Media>
      <PauseToggle />
    </Frame>
  );
}
