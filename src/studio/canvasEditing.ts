/**
 * Typing on the page: an element of the preview that shows one field's whole text, and nothing
 * else, is made `contenteditable="plaintext-only"` in place, with the caret where the author
 * double-clicked. Each input hands the element's text to the studio, which changes the field as
 * its input in the fields pane would; Enter or leaving the element ends the edit, Escape first
 * puts back the text from before it.
 */
import { PREVIEW_FIELD } from '../shared/studio/preview.ts';
import type { Json } from './client.ts';

/** Elements that hold a heading's or a paragraph's text; links, buttons and summaries do not. */
const TEXT_ELEMENTS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'P', 'LI', 'DT', 'DD', 'SPAN']);
const INTERACTIVE = 'a, button, label, summary, select, option, textarea, input';

export interface Editable {
  element: HTMLElement;
  pointer: string;
}

/**
 * The element to type in at `target`: it shows the field's value exactly (a link or a token would
 * show other words than the value, so such a text is edited in the fields pane).
 */
export function editableAt(
  target: Element,
  valueAt: (pointer: string) => Json | undefined,
): Editable | undefined {
  const element = target.closest<HTMLElement>(`[${PREVIEW_FIELD}]`);
  if (!element || !TEXT_ELEMENTS.has(element.tagName) || element.closest(INTERACTIVE)) return;
  const pointer = element.getAttribute(PREVIEW_FIELD)!;
  const value = valueAt(pointer);
  return typeof value === 'string' && value !== '' && element.textContent === value
    ? { element, pointer }
    : undefined;
}

/** The caret at the point clicked, inside `element`, or at its end. */
function placeCaret(element: HTMLElement, x: number, y: number) {
  const doc = element.ownerDocument;
  const selection = doc.getSelection();
  const at = doc.caretPositionFromPoint?.(x, y);
  if (!selection) return;
  if (at && element.contains(at.offsetNode)) return selection.collapse(at.offsetNode, at.offset);
  selection.selectAllChildren(element);
  selection.collapseToEnd();
}

export interface EditHandlers {
  /** The element's text after each input. */
  onText: (text: string) => void;
  /** The edit ended (Enter, Escape or the element left). */
  onEnd: () => void;
}

/** Makes `element` editable, focused, the caret at (x, y); ends on Enter, Escape or blur. */
export function editInPlace(element: HTMLElement, x: number, y: number, handlers: EditHandlers) {
  const before = element.textContent ?? '';
  // Chromium keeps a typed space visible at the end of a line as a no-break space; the author
  // typed a space (unless the text held no-break spaces of its own).
  const typed = () => {
    const text = element.textContent ?? '';
    return before.includes('\u00a0') ? text : text.replace(/\u00a0/g, ' ');
  };
  const onInput = () => handlers.onText(typed());
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Escape' && typed() !== before) {
      element.textContent = before;
      handlers.onText(before);
    }
    element.blur();
  };
  const onBlur = () => {
    element.removeEventListener('input', onInput);
    element.removeEventListener('keydown', onKey);
    element.removeAttribute('contenteditable');
    handlers.onEnd();
  };
  element.setAttribute('contenteditable', 'plaintext-only');
  element.addEventListener('input', onInput);
  element.addEventListener('keydown', onKey);
  element.addEventListener('blur', onBlur, { once: true });
  element.focus({ preventScroll: true });
  placeCaret(element, x, y);
}
