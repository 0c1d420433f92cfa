import { CONTROL } from '../../ui/controlAttributes.ts';
import { keepPressWhileArriving } from './whileArriving.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** What moves a carousel by itself, and what holds it still. */
interface Rotation {
  timer?: number;
  inView: boolean;
  hovered: boolean;
  focused: boolean;
}

const rotations = new WeakMap<HTMLElement, Rotation>();

const carouselOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${CONTROL.carousel}]`) : null;

const slidesOf = (carousel: HTMLElement) => [
  ...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
];

const indexOf = (carousel: HTMLElement) => Number(carousel.dataset.index ?? 0);

const intervalOf = (carousel: HTMLElement) =>
  Number(carousel.getAttribute(CONTROL.carousel)) || undefined;

function rotationOf(carousel: HTMLElement): Rotation {
  let rotation = rotations.get(carousel);
  if (!rotation) {
    rotation = { inView: false, hovered: false, focused: false };
    rotations.set(carousel, rotation);
  }
  return rotation;
}

/** A slide's text as a screen reader reads it: labelled pictures (the stars) by their label. */
function spokenText(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  if (node.getAttribute('aria-hidden') === 'true') return '';
  const label = node.getAttribute('role') === 'img' ? node.getAttribute('aria-label') : null;
  return label ? ` ${label}. ` : [...node.childNodes].map(spokenText).join(' ');
}

/** Shows slide `target` (wrapping at both ends); a visitor's move is announced. */
function show(carousel: HTMLElement, target: number, byVisitor: boolean): void {
  const count = slidesOf(carousel).length;
  if (!count) return;
  carousel.dataset.index = String(((target % count) + count) % count);
  present(carousel, byVisitor);
  schedule(carousel);
  // Pressed while the page is still arriving: the dots and the status that come after the
  // button arrive marked for the first slide, so each is brought into step as it comes.
  keepPressWhileArriving(carousel, () => present(carousel, byVisitor, 'if changed'));
}

/**
 * Puts the slides, the track, the dots and the status in step with the carousel's index. An
 * unchanged announcement is written again only when `rewrite` says so: each press is announced.
 */
function present(
  carousel: HTMLElement,
  announce: boolean,
  rewrite: 'always' | 'if changed' = 'always',
) {
  const slides = slidesOf(carousel);
  const index = indexOf(carousel);
  const track = slides[0]!.parentElement!;
  track.style.setProperty('--index', String(index));
  slides.forEach((slide, position) => {
    const hidden = position !== index;
    slide.inert = hidden;
    if (hidden) slide.setAttribute('aria-hidden', 'true');
    else slide.removeAttribute('aria-hidden');
  });
  for (const dot of carousel.querySelectorAll(`[${CONTROL.carouselDot}]`)) {
    if (Number(dot.getAttribute(CONTROL.carouselDot)) === index)
      dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  }
  const status = carousel.querySelector(`[${CONTROL.carouselStatus}]`);
  if (!status) return;
  const what = status.getAttribute(CONTROL.carouselStatus);
  const text = spokenText(slides[index]!).replace(/\s+/g, ' ').trim();
  const said = announce ? `Showing ${what} ${index + 1} of ${slides.length}: ${text}` : '';
  if (rewrite === 'always' || status.textContent !== said) status.textContent = said;
}

/**
 * Starts the next automatic move when the carousel may move by itself: it is on the page (a
 * story may have replaced it), it has an interval and
 * more than one slide, is on screen, is neither hovered nor holding focus, the visitor has not
 * paused it (WCAG 2.2.2), and did not ask for reduced motion. Any change starts a fresh interval.
 */
function schedule(carousel: HTMLElement): void {
  const rotation = rotationOf(carousel);
  window.clearTimeout(rotation.timer);
  rotation.timer = undefined;
  const interval = intervalOf(carousel);
  const runs =
    carousel.isConnected &&
    interval !== undefined &&
    slidesOf(carousel).length > 1 &&
    carousel.dataset.playing !== 'false' &&
    rotation.inView &&
    !rotation.hovered &&
    !rotation.focused &&
    !window.matchMedia(REDUCED_MOTION).matches;
  if (runs)
    rotation.timer = window.setTimeout(
      () => show(carousel, indexOf(carousel) + 1, false),
      interval,
    );
  // Whether the next automatic move is on its way: for the tests, which drive the page's clock.
  carousel.dataset.rotating = String(runs);
}

function toggleRotation(carousel: HTMLElement, button: Element): void {
  const playing = carousel.dataset.playing === 'false';
  carousel.dataset.playing = String(playing);
  const label = button.getAttribute('aria-label') ?? '';
  button.setAttribute('aria-label', label.replace(/^(Pause|Play)/, playing ? 'Pause' : 'Play'));
  // Pressing play is an explicit request: start now even though pointer or focus is inside.
  const rotation = rotationOf(carousel);
  rotation.hovered = playing ? false : rotation.hovered;
  rotation.focused = playing ? false : rotation.focused;
  schedule(carousel);
}

function onClick(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const carousel = carouselOf(target);
  if (!carousel || !target) return;
  const dot = target.closest(`[${CONTROL.carouselDot}]`);
  if (dot) return show(carousel, Number(dot.getAttribute(CONTROL.carouselDot)), true);
  const button = target.closest(`[${CONTROL.carouselAction}]`);
  const action = button?.getAttribute(CONTROL.carouselAction);
  if (action === 'next') show(carousel, indexOf(carousel) + 1, true);
  else if (action === 'previous') show(carousel, indexOf(carousel) - 1, true);
  else if (action === 'rotation') toggleRotation(carousel, button!);
}

/** Follows pointer and focus in and out of each carousel; leaving starts a fresh interval. */
function holdWhile(type: 'hovered' | 'focused', enter: string, leave: string, root: Document) {
  const update = (holding: boolean) => (event: Event) => {
    const carousel = carouselOf(event.target);
    if (!carousel) return;
    const next = (event as FocusEvent | PointerEvent).relatedTarget;
    if (next instanceof Node && carousel.contains(next)) return;
    rotationOf(carousel)[type] = holding;
    schedule(carousel);
  };
  root.addEventListener(enter, update(true));
  root.addEventListener(leave, update(false));
}

const watched = new WeakSet<HTMLElement>();

/** Starts the automatic rotation of every carousel in `root` not yet watched, while on screen. */
export function watchCarousels(root: ParentNode): void {
  for (const carousel of root.querySelectorAll<HTMLElement>(`[${CONTROL.carousel}]`)) {
    if (watched.has(carousel) || intervalOf(carousel) === undefined) continue;
    watched.add(carousel);
    // A visitor may have come in before the controls started (a press they kept, earlyPresses.ts).
    const rotation = rotationOf(carousel);
    rotation.hovered = carousel.matches(':hover');
    rotation.focused = carousel.contains(carousel.ownerDocument.activeElement);
    // A browser that cannot tell rotates it anyway, as before this watch existed.
    if (typeof IntersectionObserver === 'undefined') {
      rotation.inView = true;
      schedule(carousel);
      continue;
    }
    new IntersectionObserver(([entry]) => {
      rotation.inView = Boolean(entry?.isIntersecting);
      schedule(carousel);
    }).observe(carousel);
  }
}

/**
 * Carousels (APG pattern) for the whole page: previous, next and the dots answer the first
 * press, because one listener on the document handles them all; the rotation runs only while a
 * carousel is on screen, stops on hover and focus, and never runs for reduced motion.
 */
export function carousels(root: Document): void {
  root.addEventListener('click', onClick);
  holdWhile('hovered', 'pointerover', 'pointerout', root);
  holdWhile('focused', 'focusin', 'focusout', root);
  window
    .matchMedia(REDUCED_MOTION)
    .addEventListener('change', () =>
      root.querySelectorAll<HTMLElement>(`[${CONTROL.carousel}]`).forEach(schedule),
    );
  // Started from the head, before the body exists, the carousels are found once it is parsed.
  if (root.readyState !== 'loading') return watchCarousels(root);
  root.addEventListener('DOMContentLoaded', () => watchCarousels(root), { once: true });
}
