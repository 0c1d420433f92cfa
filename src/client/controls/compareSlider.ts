import { CONTROL } from '../../ui/controlAttributes.ts';
import { afterShownText } from '../../ui/CompareSlider/dividerPosition.ts';

const rangeIn = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && target.closest(`[${CONTROL.compare}]`) ? target : null;

/** Puts the divider where its range input says, and says how much of the after picture shows. */
function follow(range: HTMLInputElement): void {
  const frame = range.closest<HTMLElement>(`[${CONTROL.compare}]`)!;
  frame.style.setProperty('--position', `${range.value}%`);
  range.setAttribute('aria-valuetext', afterShownText(Number(range.value)));
}

export const syncCompareSliders = (root: ParentNode) =>
  root
    .querySelectorAll<HTMLInputElement>(`[${CONTROL.compare}] input[type="range"]`)
    .forEach(follow);

/**
 * Before/after frames: each divider is a native `<input type=range>` over the pictures, so
 * presses, drags and keys move it before any script runs; this only draws the divider where
 * the input is, and catches up with moves made before it started (or restored on back).
 */
export function compareSliders(root: Document): void {
  root.addEventListener('input', (event) => {
    const range = rangeIn(event.target);
    if (range) follow(range);
  });
  // Shift with an arrow key takes a long step, as Page Up and Page Down do.
  root.addEventListener('keydown', (event) => {
    const range = rangeIn(event.target);
    const step = { ArrowRight: 10, ArrowUp: 10, ArrowLeft: -10, ArrowDown: -10 }[event.key];
    if (!range || !event.shiftKey || step === undefined) return;
    event.preventDefault();
    range.value = String(Number(range.value) + step);
    follow(range);
  });
  window.addEventListener('pageshow', () => syncCompareSliders(root));
  syncCompareSliders(root);
}
