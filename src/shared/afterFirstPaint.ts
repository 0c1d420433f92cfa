/**
 * An inline script that calls `run` (a JavaScript function's source) once, after the page's
 * first contentful paint and once its document is parsed. What it starts (the client entry, the
 * brand fonts' download) would otherwise be fetched or run before that paint and hold it back,
 * on a slow connection and in Lighthouse's simulation of one, which counts every important
 * request that ended before the paint it observed.
 *
 * It waits for the browser's own `first-contentful-paint` entry: counting frames is not enough,
 * as a frame can be produced (and rAF run) well before it is presented. Where paint timing is
 * missing it falls back to two frames. A page opened in a background tab, or prerendered, paints
 * nothing: it runs when shown. `setup` (statements) runs at once, in the same scope as `run`.
 */
export function afterFirstPaintScript(run: string, setup = ''): string {
  return (
    `(function(){${setup}var done=0,run=${run};function once(){if(!done++)run()}` +
    `function ready(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',once);else once()}` +
    `function painted(){setTimeout(ready,0)}` +
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;` +
    `if(types&&types.indexOf('paint')>=0){new PerformanceObserver(function(list,observer){` +
    `if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();painted()}` +
    `}).observe({type:'paint',buffered:true})}` +
    `else requestAnimationFrame(function(){requestAnimationFrame(painted)});` +
    `document.addEventListener('visibilitychange',function(){if(document.visibilityState==='visible')ready()})})();`
  );
}
