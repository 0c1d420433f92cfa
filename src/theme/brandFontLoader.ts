import { webFontCss } from 'virtual:fonts';
import { serializeForScript } from '../content/hydration.ts';

/**
 * The inline script that adds the brand fonts' @font-face rules once the page has painted, in
 * its metric-matched fallbacks. Declared (or preloaded) in the markup, the font files would be
 * fetched beside the hero picture and the page's CSS before the first paint: on a slow
 * connection they take its bandwidth, and Lighthouse counts them toward FCP and LCP. Two frames
 * in, the first one has been presented; a page opened in a background tab gets no frames and
 * loads them when shown. Without JavaScript the page keeps its fallbacks.
 */
export const brandFontLoaderScript =
  `(function(){var done=0;function load(){if(done++)return;` +
  `var s=document.createElement('style');s.textContent=${serializeForScript(webFontCss)};` +
  `document.head.appendChild(s)}` +
  `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})});` +
  `document.addEventListener('visibilitychange',function(){if(document.visibilityState==='visible')load()})})();`;
