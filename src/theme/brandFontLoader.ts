import { webFontCss } from 'virtual:fonts';
import { serializeForScript } from '../content/scriptJson.ts';
import { afterFirstPaintScript } from '../seo/afterFirstPaint.ts';

/**
 * The inline script that adds the brand fonts' @font-face rules once the page has painted, in
 * its metric-matched fallbacks. Declared (or preloaded) in the markup, the font files would be
 * fetched beside the hero picture and the page's CSS before the first paint, and Lighthouse
 * counts them toward FCP and LCP. Without JavaScript the page keeps its fallbacks.
 */
export const brandFontLoaderScript = afterFirstPaintScript(
  `function(){var s=document.createElement('style');s.textContent=${serializeForScript(webFontCss)};document.head.appendChild(s)}`,
);
