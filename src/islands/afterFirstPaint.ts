/**
 * An inline script that calls `run` (a JavaScript function's source) once, after the page's
 * first frame has been presented and its document parsed. Two frames in, the first one has been
 * presented. What it starts (the client entry, the brand fonts) would otherwise be fetched or
 * run before the first paint and hold it back, on a slow connection and in Lighthouse's
 * simulation of one. A page opened in a background tab gets no frames: it runs when shown.
 */
export function afterFirstPaintScript(run: string): string {
  return (
    `(function(){var done=0,run=${run};function once(){if(!done++)run()}` +
    `function ready(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',once);else once()}` +
    `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(ready,0)})});` +
    `document.addEventListener('visibilitychange',function(){if(document.visibilityState==='visible')ready()})})();`
  );
}
