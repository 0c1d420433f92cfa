/**
 * Background videos, pre-rendered over their still picture (client-side, no framework):
 * - a video that fails to load leaves the page silently, and the still stays;
 * - it stays transparent over its still (the picture under it, its only poster) until it plays
 *   or shows its controls, then fades in (`data-shown`);
 * - it plays muted and looping, unless the visitor prefers reduced motion, and tries again
 *   when it can play, on the first touch (some phones only allow playback after one) and when
 *   the tab becomes visible;
 * - when the browser refuses, it shows native controls where the page asks for them
 *   (`data-native-controls`), and logs the refusal as information only;
 * - its pause button (WCAG 2.2.2) shows while the video can play, and pauses or plays it.
 */
export function backgroundVideos(root: ParentNode = document): void {
  for (const video of root.querySelectorAll<HTMLVideoElement>('video[data-background-video]')) {
    playInBackground(video);
  }
}

const PAUSE_LABEL = 'Pause background video';
const PLAY_LABEL = 'Play background video';

function playInBackground(video: HTMLVideoElement): void {
  const toggle = video.parentElement?.querySelector<HTMLButtonElement>('[data-video-toggle]');
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let wanted = !reducedMotion;
  const show = (paused: boolean) => {
    if (!toggle) return;
    toggle.hidden = false;
    toggle.dataset.paused = String(paused);
    toggle.setAttribute('aria-label', paused ? PLAY_LABEL : PAUSE_LABEL);
  };
  const reveal = () => {
    video.dataset.shown = '';
  };
  const offerControls = () => {
    if (video.dataset.nativeControls === undefined) return show(true);
    video.controls = true;
    reveal();
    video.removeAttribute('aria-hidden');
    video.setAttribute('aria-label', video.dataset.label || 'Video');
    if (toggle) toggle.hidden = true;
  };
  const fail = () => {
    video.remove();
    toggle?.remove();
  };
  video.addEventListener('error', fail);
  video.querySelector('source')?.addEventListener('error', fail);

  const tryPlay = () => {
    if (!wanted || !video.paused || !video.isConnected) return;
    video.muted = true; // autoplay policies require it before play()
    video.play().then(
      () => show(false),
      (error: unknown) => {
        // An interrupted attempt (the element was removed or paused) is not a refusal.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        offerControls();
        console.info('Background video did not autoplay; offering its controls instead.', error);
      },
    );
  };
  toggle?.addEventListener('click', () => {
    // What the button offers, as the visitor sees it.
    wanted = toggle.dataset.paused === 'true';
    // Called within the click, so browsers that only play after a gesture accept it.
    if (wanted) video.play().then(() => show(false), offerControls);
    else {
      video.pause();
      show(true);
    }
  });
  video.preload = 'metadata';
  video.addEventListener('playing', () => {
    reveal();
    show(false);
  });
  video.addEventListener('canplay', tryPlay);
  document.addEventListener('touchstart', tryPlay, { once: true, passive: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tryPlay();
  });
  if (reducedMotion) offerControls();
  else tryPlay();
}
