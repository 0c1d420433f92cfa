import { webFontFiles } from 'virtual:fonts';
import { serializeForScript } from '../content/scriptJson.ts';
import { afterFirstPaintScript } from '../islands/afterFirstPaint.ts';

/**
 * The inline script that loads the brand fonts once the page has painted in their
 * metric-matched fallbacks. Declared (or preloaded) in the markup, the font files would be
 * fetched beside the hero picture and the page's CSS before the first paint, and Lighthouse
 * counts them toward FCP and LCP.
 *
 * It uses the CSS Font Loading API, not a `<style>` of @font-face rules: a new style sheet
 * restyles and lays out the whole page, and again when each file arrives (traced: four full
 * layouts of a town page instead of two). Here the files are fetched first and added together,
 * so the page is laid out once more, in the brand fonts (a file that fails to load leaves its
 * face in its fallback). Without JavaScript, or in a browser
 * without the API, the page keeps its fallbacks.
 */
export const brandFontLoaderScript = afterFirstPaintScript(
  `function(){if(!window.FontFace||!document.fonts)return;` +
    `var faces=${serializeForScript(webFontFiles)}.map(function(f){return new FontFace(f.family,'url('+f.url+') format("woff2")',{weight:f.weight,style:'normal',display:'swap'})});` +
    `Promise.all(faces.map(function(f){return f.load().then(function(){return f},function(){})})).then(function(loaded){loaded.forEach(function(f){if(f)document.fonts.add(f)})})}`,
);
