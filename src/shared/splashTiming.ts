/** Splash timings from the specification, in milliseconds from page load. */
export const SPLASH_TIMING = {
  phases: [100, 300, 800, 1400],
  fadeOutAt: 2000,
  fadeOutFor: 400,
  revealDelay: 200,
  revealFor: 600,
} as const;

export const SPLASH_REMOVED_AT = SPLASH_TIMING.fadeOutAt + SPLASH_TIMING.fadeOutFor;
export const CONTENT_REVEAL_AT = SPLASH_REMOVED_AT + SPLASH_TIMING.revealDelay;

/**
 * The page turns fully opaque under the still-opaque splash, in the moments before the splash
 * starts fading, so the fade-out is a cross-fade into the page rather than into a white screen.
 */
export const CONTENT_UNCOVER_FOR = 100;
export const CONTENT_UNCOVERED_AT = SPLASH_TIMING.fadeOutAt;

/**
 * Where faded-in things start: an opacity no one can see but browsers count as painted. Content
 * that starts at opacity 0 and is faded in on the compositor never records a first contentful
 * paint or an LCP, which search engines read as a page that never rendered.
 */
export const UNSEEN_OPACITY = 0.01;

export const SPLASH_SEEN_KEY = 'splash-seen';

/** The attribute that marks the splash's overlay in the page, and its selector. */
export const SPLASH_MARK = 'data-splash-overlay';
export const SPLASH_SELECTOR = `[${SPLASH_MARK}]`;

/**
 * Runs in <head> before first paint: later loads in the same browser session skip the splash.
 * Plain ES5 so it runs even where the app bundle cannot.
 */
export const splashSessionScript = `(function(){try{var d=document.documentElement;if(sessionStorage.getItem('${SPLASH_SEEN_KEY}')){d.setAttribute('data-splash','skip')}else{sessionStorage.setItem('${SPLASH_SEEN_KEY}','1')}}catch(e){}})();`;
