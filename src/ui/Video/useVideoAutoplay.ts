import { useEffect, useState, type RefObject } from 'react';

/**
 * Keeps a muted background video playing while `enabled`: it tries again when the video can
 * play, on the visitor's first touch (some mobile browsers only allow playback after one) and
 * when the tab becomes visible. Returns true while the browser refuses to play it (until it
 * plays after all, e.g. started by the visitor), so the caller can offer controls instead.
 */
export function useVideoAutoplay(ref: RefObject<HTMLVideoElement | null>, enabled: boolean) {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video || !enabled) return;
    let active = true;
    const tryPlay = () => {
      if (!video.paused) return;
      // React sets `muted` as a property only; autoplay policies require it before play().
      video.muted = true;
      Promise.resolve(video.play()).then(
        () => active && setBlocked(false),
        (error: unknown) => {
          // An interrupted attempt (the element was removed or paused) is not a refusal.
          if (!active || (error instanceof DOMException && error.name === 'AbortError')) return;
          setBlocked(true);
          // info, not warn: a refused autoplay is expected and must not look like a page error.
          console.info('Background video did not autoplay; showing its controls instead.', error);
        },
      );
    };
    const onPlaying = () => setBlocked(false);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') tryPlay();
    };
    video.addEventListener('canplay', tryPlay);
    video.addEventListener('playing', onPlaying);
    document.addEventListener('touchstart', tryPlay, { once: true, passive: true });
    document.addEventListener('visibilitychange', onVisibilityChange);
    if (video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) tryPlay();
    return () => {
      active = false;
      video.removeEventListener('canplay', tryPlay);
      video.removeEventListener('playing', onPlaying);
      document.removeEventListener('touchstart', tryPlay);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [ref, enabled]);
  return enabled && blocked;
}
