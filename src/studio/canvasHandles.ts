/**
 * Moving sections on the page: each section the dev server marks (canvas.ts) gets a handle, a
 * button drawn over the page at its top right corner (or near it, off the page's words:
 * handleSpot.ts), shown while the section is hovered or selected. Dragged with the pointer (mouse, pen or touch), it shows a line where the section
 * would land among the sections of its own list (the main list or the sidebar); the arrow keys
 * move it one place. The studio makes the move (sectionList.ts), and the page redraws.
 */
import { PREVIEW_SECTION } from '../shared/studio/preview.ts';
import type { ListName } from './fragmentActions.ts';
import { handleSpot, wordBoxes } from './handleSpot.ts';
import styles from './canvasHandles.css?inline';

export interface HandleEnv {
  /** The handle's accessible name for the section at `pointer`. */
  nameOf: (pointer: string) => string;
  /** Whether the page shows the document as it is now: a move by an older page's places is refused. */
  canMove: () => boolean;
  onMove: (list: ListName, from: number, to: number, by: 'pointer' | 'keyboard') => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}

export interface Handles {
  /** Marks the selected section (or none) and shows its handle. */
  select: (pointer: string | undefined) => void;
  focus: (pointer: string) => void;
}

interface Placed {
  list: ListName;
  index: number;
  element: HTMLElement;
  handle: HTMLButtonElement;
}

/** The handle's side and its distance from the section's edge, in screen px (canvasHandles.css). */
const HANDLE_SIZE = 32;
const HANDLE_INSET = 8;
/** How far the pointer goes before a press on a handle becomes a drag, in page px. */
const DRAG_START = 4;
/** How near the preview's top or bottom edge a drag scrolls the page, in screen px. */
const SCROLL_EDGE = 48;
/**
 * How fast, in screen px per animation frame, with the pointer at the very edge; slower the farther from it.
 * A pane showing the page at 768 px scrolled the whole page past in a moment, and the section
 * dropped at its end.
 */
const SCROLL_SPEED = 10;

/** The list and place a section pointer names: "/sidebar/2" → sidebar, 2. */
function placeOf(pointer: string): { list: ListName; index: number } | undefined {
  const match = /^\/(sections|sidebar)\/(\d+)$/.exec(pointer);
  return match ? { list: match[1] as ListName, index: Number(match[2]) } : undefined;
}

/**
 * Where a section dropped at `y` lands, given its list's sections top to bottom: before the first
 * whose middle lies below `y`, counted as the gap between sections (0 is above the first).
 */
export function gapAt(boxes: { top: number; bottom: number }[], y: number): number {
  return boxes.filter((box) => (box.top + box.bottom) / 2 < y).length;
}

/** The place the section at `from` takes when dropped into `gap`. */
export const placeForGap = (from: number, gap: number) => (gap > from ? gap - 1 : gap);

export function addSectionHandles(doc: Document, env: HandleEnv): Handles {
  const view = doc.defaultView!;
  const style = doc.createElement('style');
  style.textContent = styles;
  doc.head.append(style);
  const layer = doc.createElement('div');
  layer.className = 'studio-handles';
  const line = doc.createElement('div');
  line.className = 'studio-drop-line';
  line.hidden = true;
  layer.append(line);

  const placed: Placed[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>(`[${PREVIEW_SECTION}]`)) {
    const pointer = element.getAttribute(PREVIEW_SECTION)!;
    const place = placeOf(pointer);
    if (!place || placed.some((p) => p.list === place.list && p.index === place.index)) continue;
    const handle = doc.createElement('button');
    handle.type = 'button';
    handle.className = 'studio-handle';
    handle.setAttribute('aria-label', env.nameOf(pointer));
    handle.title = 'Drag to move this section, or press the Up or Down arrow key';
    handle.dataset.section = pointer;
    const grip = doc.createElement('span');
    grip.ariaHidden = 'true';
    grip.textContent = '⠿';
    handle.append(grip);
    placed.push({ ...place, element, handle });
  }
  placed.sort((a, b) => a.list.localeCompare(b.list) || a.index - b.index);
  layer.append(...placed.map((p) => p.handle));
  doc.body.append(layer);

  const listOf = (list: ListName) => placed.filter((p) => p.list === list);
  /** How much the page is scaled in its pane (Preview.tsx): sizes on screen are divided by it. */
  const scaleOf = () =>
    Number(view.getComputedStyle(doc.documentElement).getPropertyValue('--studio-scale')) || 1;
  /**
   * Where the site's header ends while it stays on screen: a handle below it, never over its menu
   * button (the first section starts under a header that floats over it).
   */
  const headerBottom = () => {
    const header = doc.querySelector('header');
    if (!header) return 0;
    const position = view.getComputedStyle(header).position;
    return position === 'fixed' || position === 'sticky'
      ? Math.max(header.getBoundingClientRect().bottom, 0)
      : 0;
  };
  /** Whether a handle is on show (canvasHandles.css): only those need a spot free of words. */
  const shown = ({ handle }: Placed) =>
    handle === doc.activeElement ||
    ['is-hovered', 'is-selected', 'is-dragged'].some((name) => handle.classList.contains(name));
  const draw = () => {
    const top = headerBottom();
    const scale = scaleOf();
    const size = HANDLE_SIZE / scale;
    const inset = HANDLE_INSET / scale;
    const width = doc.documentElement.clientWidth;
    for (const p of placed) {
      const box = p.element.getBoundingClientRect();
      p.handle.hidden = box.height === 0 || box.bottom <= top;
      if (p.handle.hidden) continue;
      const band = shown(p)
        ? wordBoxes(doc, layer, box.top - inset - size, box.top + inset + size)
        : [];
      const spot = handleSpot(box, size, inset, width, top, band);
      p.handle.style.left = `${spot.left}px`;
      p.handle.style.top = `${Math.max(spot.top, top)}px`;
    }
  };
  let drawing = 0;
  const redraw = () => (drawing ||= view.requestAnimationFrame(() => ((drawing = 0), draw())));
  draw();
  view.addEventListener('scroll', redraw, { passive: true });
  view.addEventListener('resize', redraw);
  new view.ResizeObserver(redraw).observe(doc.body);

  const mark = (name: string, on: Placed | undefined) => {
    for (const p of placed) p.handle.classList.toggle(name, p === on);
    // A handle coming on show finds its spot against the words as they are now (a font or a
    // carousel may have moved them without resizing the page).
    redraw();
  };
  layer.addEventListener('focusin', redraw);
  const byElement = (target: EventTarget | null) => {
    if (!(target instanceof view.Element) || layer.contains(target)) return 'keep';
    const section = target.closest(`[${PREVIEW_SECTION}]`);
    return placed.find((p) => p.element === section);
  };
  doc.addEventListener('pointerover', (event) => {
    const over = byElement(event.target);
    if (over === 'keep') return;
    mark('is-hovered', over);
  });
  doc.documentElement.addEventListener('pointerleave', () => mark('is-hovered', undefined));

  /** Moves `p` to `to` in its list, once: the page then shows the old order until it redraws. */
  const move = (p: Placed, to: number, by: 'pointer' | 'keyboard') => {
    if (to === p.index || to < 0 || to >= listOf(p.list).length || !env.canMove()) return;
    layer.dataset.moved = '';
    p.element.dataset.studioMoved = '';
    env.onMove(p.list, p.index, to, by);
  };
  const movable = () => !('moved' in layer.dataset);

  for (const p of placed) {
    p.handle.addEventListener('keydown', (event) => {
      const step = { ArrowUp: -1, ArrowDown: 1 }[event.key];
      if (step === undefined) return;
      event.preventDefault();
      if (movable()) move(p, p.index + step, 'keyboard');
    });
    p.handle.addEventListener('pointerdown', (event) => {
      if (event.button !== 0 || !movable() || !env.canMove()) return;
      event.preventDefault();
      p.handle.setPointerCapture(event.pointerId);
      drag(p, event);
    });
  }

  /** Follows one press on a handle until it is let go (or cancelled with Escape). */
  const drag = (p: Placed, down: PointerEvent) => {
    // The page is drawn scaled down in its pane (Preview.tsx): the edge is measured on screen.
    const scale = scaleOf();
    const edge = SCROLL_EDGE / scale;
    const siblings = listOf(p.list);
    let dragging = false;
    let y = down.clientY;
    let scrolling = 0;
    const gap = () =>
      gapAt(
        siblings.map((s) => s.element.getBoundingClientRect()),
        y,
      );
    const showLine = () => {
      const g = gap();
      const to = placeForGap(p.index, g);
      line.hidden = to === p.index;
      if (line.hidden) return;
      const boxes = siblings.map((s) => s.element.getBoundingClientRect());
      const above = boxes[g - 1];
      const below = boxes[g];
      const at = above && below ? (above.bottom + below.top) / 2 : (above?.bottom ?? below!.top);
      const left = Math.min(...boxes.map((b) => b.left));
      line.style.top = `${at}px`;
      line.style.left = `${left}px`;
      line.style.width = `${Math.max(...boxes.map((b) => b.right)) - left}px`;
    };
    const scroll = () => {
      const bottom = view.innerHeight - edge;
      const by = y < edge ? y - edge : y > bottom ? y - bottom : 0;
      scrolling = 0;
      if (!dragging || by === 0) return;
      view.scrollBy(0, (Math.sign(by) * Math.min(1, Math.abs(by) / edge) * SCROLL_SPEED) / scale);
      showLine();
      scrolling = view.requestAnimationFrame(scroll);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerId !== down.pointerId) return;
      y = event.clientY;
      if (!dragging && Math.hypot(event.clientX - down.clientX, y - down.clientY) < DRAG_START)
        return;
      if (!dragging) {
        dragging = true;
        doc.documentElement.classList.add('studio-dragging');
        p.element.dataset.studioDragged = '';
        mark('is-dragged', p);
        env.onDragStart();
      }
      showLine();
      if (!scrolling) scroll();
    };
    const end = (drop: boolean) => {
      p.handle.removeEventListener('pointermove', onMove);
      p.handle.removeEventListener('pointerup', onUp);
      p.handle.removeEventListener('pointercancel', onCancel);
      doc.removeEventListener('keydown', onKey, true);
      view.cancelAnimationFrame(scrolling);
      if (!dragging) return;
      const to = placeForGap(p.index, gap());
      line.hidden = true;
      doc.documentElement.classList.remove('studio-dragging');
      delete p.element.dataset.studioDragged;
      mark('is-dragged', undefined);
      if (drop) move(p, to, 'pointer');
      env.onDragEnd();
    };
    const onUp = () => end(true);
    const onCancel = () => end(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      end(false);
    };
    p.handle.addEventListener('pointermove', onMove);
    p.handle.addEventListener('pointerup', onUp);
    p.handle.addEventListener('pointercancel', onCancel);
    doc.addEventListener('keydown', onKey, true);
  };

  return {
    select: (pointer) => {
      const on = placed.find((p) => p.handle.dataset.section === pointer);
      mark('is-selected', on);
      for (const p of placed) p.element.toggleAttribute('data-studio-selected', p === on);
    },
    focus: (pointer) =>
      placed
        .find((p) => p.handle.dataset.section === pointer)
        ?.handle.focus({ preventScroll: true }),
  };
}
