import { webFontFiles } from 'virtual:fonts';
import { serializeForScript } from '../data/scriptJson.ts';
import { afterFirstPaintScript } from '../shared/afterFirstPaint.ts';

/** localStorage: the brand font files this browser has already fetched (their hashed URLs). */
export const BRAND_FONTS_KEY = 'brand-fonts';

const signature = serializeForScript(webFontFiles.map((file) => file.url).join(' '));
const setup =
  `var files=${serializeForScript(webFontFiles)},applied=0;` +
  `function faces(){return files.map(function(f){return new FontFace(f.family,'url('+f.url+') format("woff2")',{weight:f.weight,style:'normal',display:'optional'})})}` +
  `try{if(window.FontFace&&document.fonts&&localStorage.getItem('${BRAND_FONTS_KEY}')===${signature}){` +
  `faces().forEach(function(f){document.fonts.add(f);f.load().catch(function(){})});applied=1}}catch(e){}`;

/**
 * The inline <head> script for the brand fonts. A painted page never swaps its fonts: the
 * metric-matched fallbacks are close, but no fallback matches every word's width, so a swap
 * moves text (layout shift) and lays the whole page out again.
 * - In a browser that has fetched the files before (noted in localStorage), the faces are added
 *   before the first paint with `display: optional`: from the cache they are ready for it, and
 *   if they are not, the page keeps its fallbacks rather than swapping later.
 * - Otherwise the page stays in its fallbacks, and the files are fetched once it has painted
 *   (a font fetched before that would hold the first paint back), ready for the next page.
 * It uses the CSS Font Loading API: a <style> of @font-face rules would restyle the page, and
 * declared or preloaded files would be fetched beside the hero picture. Without JavaScript, or
 * without the API, the page keeps its fallbacks.
 */
export const brandFontLoaderScript = afterFirstPaintScript(
  `function(){if(applied||!window.FontFace)return;` +
    `Promise.all(faces().map(function(f){return f.load()})).then(function(){try{localStorage.setItem('${BRAND_FONTS_KEY}',${signature})}catch(e){}},function(){})}`,
  setup,
);
