import { useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { ImageSource as Image, VideoSource as Video } from '../types.ts';
import { Picture } from '../Picture/Picture.tsx';
import { defaultWidth, imageVariants, variantUrl } from '../Picture/imageVariants.ts';
import { useHasMounted } from '../useHasMounted.ts';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion.ts';
import { PauseToggle } from './PauseToggle.tsx';
import { useVideoAutoplay } from './useVideoAutoplay.ts';
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
const Media = styled.video`
  ${fill}
`;

/** One file for the poster attribute, which takes no srcset: WebP, as every browser that plays the video reads it. */
function posterUrl(image: Image): string {
  const variants = imageVariants(image.src);
  return variants ? variantUrl(image.src, defaultWidth(variants.widths), 'webp') : image.src;
}

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
 * A muted, looping, decorative video over its still image. The still is server-rendered, so the
 * page reads without JavaScript; the video is added in the browser, dropped silently if it fails
 * to load, and does not start by itself for visitors who prefer reduced motion.
 */
export function BackgroundVideo({
  video,
  still = video.poster,
  sizes = '100vw',
  priority = false,
  nativeControls = true,
  className,
}: BackgroundVideoProps) {
  const mounted = useHasMounted();
  const reducedMotion = usePrefersReducedMotion();
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<'none' | 'paused' | 'playing'>('none');
  const ref = useRef<HTMLVideoElement>(null);
  const showVideo = mounted && !failed;
  const wanted = choice === 'playing' || (choice === 'none' && !reducedMotion);
  const blocked = useVideoAutoplay(ref, showVideo && wanted);
  const playing = wanted && !blocked;
  const controls = nativeControls && (blocked || (reducedMotion && choice === 'none'));
  const url = video.src;
  const fail = () => setFailed(true);

  const toggle = () => {
    setChoice(playing ? 'paused' : 'playing');
    if (playing) ref.current?.pause();
    // Called within the click, so browsers that only play after a gesture accept it.
    else ref.current?.play()?.catch(() => undefined);
  };

  return (
    <Frame className={className}>
      <Still image={still} sizes={sizes} priority={priority} />
      {showVideo && (
        <Media
          ref={ref}
          muted
          loop
          playsInline
          autoPlay={!reducedMotion}
          preload="metadata"
          poster={posterUrl(still)}
          controls={controls}
          // With controls it is something to operate, so it is named instead of hidden.
          {...(controls ? { 'aria-label': still.alt || 'Video' } : { 'aria-hidden': true })}
          onError={fail}
        >
          <source src={url} type={videoMimeType(url)} onError={fail} />
        </Media>
      )}
      {showVideo && !controls && <PauseToggle paused={!playing} onToggle={toggle} />}
    </Frame>
  );
}
