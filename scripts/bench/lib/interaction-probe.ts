/**
 * The controls `bench:interactions` presses, and the script it installs in each page before any
 * of the page's own: it finds a control, and times one input from the moment the browser took it
 * (the event's timeStamp, so time spent waiting for a busy main thread counts) to the end of the
 * first frame that shows the control's new state.
 *
 * "Shows": the state is checked on every DOM mutation, toggle, input and change event, and once a
 * frame; once it holds, the next animation frame is the one that paints it, and a message posted
 * from inside that frame's requestAnimationFrame callback is delivered after the frame's
 * rendering work (style, layout, paint, commit): its time is the "next paint" (the same
 * approximation as rAF + setTimeout 0, without the timer clamping).
 *
 * The controls are found by their accessible markup, not by this site's class names or island
 * attributes, so the bench measures a rewritten control (native popover, `<details>`,
 * `<input type=range>`) as well as today's scripted one. The script is a string: functions that
 * tsx compiles may call its own helpers, which do not exist in the page.
 */
import { SPLASH_SELECTOR } from '../../../src/shared/splashTiming.ts';

export type ControlId = 'menu' | 'tab' | 'faq' | 'slider' | 'carousel' | 'estimate';

export interface Control {
  id: ControlId;
  /** As the table names it. */
  label: string;
  /** The page it is measured on. */
  route: string;
  /** A tap (touch: pointerdown starts the clock) or a key (focus first; keydown starts it). */
  input: 'tap' | { key: string };
}

export const CONTROLS: readonly Control[] = [
  { id: 'menu', label: 'phone menu', route: '/', input: 'tap' },
  // The one town with a Tabs section (pages-json/towns/mount-olive.json); its FAQ too.
  { id: 'tab', label: 'town tab 2', route: '/interior-painting/mount-olive-nj', input: 'tap' },
  { id: 'faq', label: 'FAQ item', route: '/interior-painting/mount-olive-nj', input: 'tap' },
  { id: 'slider', label: 'before/after →', route: '/', input: { key: 'ArrowRight' } },
  // The home page's testimonials do not advance by themselves (the towns' do, every 5 s, which
  // would show dot 2 current without any tap).
  { id: 'carousel', label: 'carousel dot 2', route: '/', input: 'tap' },
  // A town page's estimate button opens the modal dialog (the home page's, a popover).
  {
    id: 'estimate',
    label: 'estimate form',
    route: '/interior-painting/mount-olive-nj',
    input: 'tap',
  },
];

export const CONTROL_IDS = CONTROLS.map((control) => control.id);

/** What `prepare()` answers: where to tap, or why the control cannot be measured. */
export type Prepared =
  { ok: true; x: number; y: number; description: string } | { ok: false; reason: string };

/** One input's outcome, as the page reports it. */
export interface ProbeResult {
  /** Input (event.timeStamp) to the end of the frame showing the new state; null: timed out. */
  ms: number | null;
  /** Input to the moment the new state was first seen. */
  stateMs: number | null;
  /** How long the input waited before the first listener (on window, capture) ran. */
  inputDelayMs: number;
  /** Input time and DOMContentLoaded (end), in ms from the navigation's start. */
  inputAt: number;
  domContentLoadedAt: number;
  /** When the page's first script file had arrived (ms from the navigation's start), if any. */
  firstScriptAt: number | null;
  /** Whether the input's target was the control (or inside it). */
  hit: boolean;
  target: string;
}

/** The in-page probe for one control; `window.__interactionProbe` drives it. */
export function probeScript(control: Control, timeoutMs: number): string {
  return `(() => {
  const CONTROL = ${JSON.stringify(control.id)};
  const INPUT_EVENT = ${JSON.stringify(control.input === 'tap' ? 'pointerdown' : 'keydown')};
  const TIMEOUT_MS = ${JSON.stringify(timeoutMs)};

  const visible = (el) =>
    !!el &&
    (typeof el.checkVisibility !== 'function' || el.checkVisibility()) &&
    el.getBoundingClientRect().width > 0 &&
    el.getBoundingClientRect().height > 0;
  const nameOf = (el) =>
    (el.getAttribute('aria-label') || el.textContent || '').replace(/\\s+/g, ' ').trim();
  const describe = (el) => {
    if (!(el instanceof Element)) return String(el);
    const role = el.getAttribute('role');
    const name = nameOf(el).slice(0, 40);
    return el.localName + (role ? '[role=' + role + ']' : '') + (name ? ' "' + name + '"' : '');
  };

  // Each control: find() picks the element to press (and remembers how to find it again, as
  // hydration or a rewrite may swap elements), changed() says whether its new state holds.
  const controls = {
    menu: {
      find() {
        const buttons = [...document.querySelectorAll('header button')].filter(visible);
        return (
          buttons.find((b) => b.hasAttribute('popovertarget')) ||
          buttons.find((b) => /menu/i.test(nameOf(b))) ||
          buttons.find((b) => b.hasAttribute('aria-expanded'))
        );
      },
      // The menu's links showing, whatever shows them (a popover, a hidden attribute lifted).
      changed() {
        const nav = document.querySelector('nav[aria-label="Mobile"]');
        if (nav) return visible(nav);
        const toggle = this.find();
        return (
          !!document.querySelector('header [popover]:popover-open') ||
          (!!toggle && toggle.getAttribute('aria-expanded') === 'true')
        );
      },
    },
    tab: {
      find() {
        const list = document.querySelector('[role=tablist]');
        return list ? list.querySelectorAll('[role=tab]')[1] : undefined;
      },
      changed() {
        const tab = this.find();
        if (!tab || tab.getAttribute('aria-selected') !== 'true') return false;
        const panel = document.getElementById(tab.getAttribute('aria-controls') || '');
        return visible(panel);
      },
    },
    faq: {
      index: -1,
      find() {
        const all = [...document.querySelectorAll('details')];
        if (this.index < 0)
          this.index = all.findIndex((d) => !d.open && visible(d.querySelector(':scope > summary')));
        const details = all[this.index];
        return details ? details.querySelector(':scope > summary') : undefined;
      },
      changed() {
        const details = document.querySelectorAll('details')[this.index];
        return !!details && details.open;
      },
    },
    slider: {
      before: null,
      all: () => [...document.querySelectorAll('[role=slider], input[type=range]')],
      index: -1,
      value: (el) => (el.localName === 'input' ? el.value : el.getAttribute('aria-valuenow')),
      find() {
        if (this.index < 0) this.index = this.all().findIndex(visible);
        return this.all()[this.index];
      },
      remember() {
        this.before = this.value(this.find());
      },
      changed() {
        const el = this.find();
        return !!el && this.value(el) !== this.before;
      },
    },
    carousel: {
      find() {
        const carousel = document.querySelector('[aria-roledescription=carousel]');
        if (!carousel) return undefined;
        return [...carousel.querySelectorAll('button')].find((b) =>
          /\\b2 of \\d+\\b/.test(b.getAttribute('aria-label') || ''),
        );
      },
      changed() {
        const dot = this.find();
        return !!dot && dot.getAttribute('aria-current') === 'true';
      },
    },
    estimate: {
      find() {
        return [...document.querySelectorAll('main button[data-intent="estimate"]')].find(visible);
      },
      // The form's first field showing in its open popover or dialog.
      changed() {
        const form = document.querySelector('dialog[open], [popover]:popover-open [role=dialog]');
        return !!form && visible(form.querySelector('input'));
      },
    },
  };
  const control = controls[CONTROL];

  let resolve;
  const probe = {
    result: new Promise((r) => (resolve = r)),
    /** Scrolls the control to the middle of the screen (focuses it for a key); where to tap. */
    prepare(focus) {
      const el = control.find();
      if (!el) return { ok: false, reason: 'not on the page' };
      if (!visible(el)) return { ok: false, reason: describe(el) + ' is not visible' };
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      if (focus) el.focus({ preventScroll: true });
      if (control.remember) control.remember();
      if (control.changed()) return { ok: false, reason: 'its new state holds before any input' };
      const box = el.getBoundingClientRect();
      return { ok: true, x: box.x + box.width / 2, y: box.y + box.height / 2, description: describe(el) };
    },
    /**
     * prepare() in the first task after DOMContentLoaded (the page's own listeners first), or
     * once the splash has gone too.
     */
    ready(afterSplash, focus) {
      const loaded = new Promise((done) => {
        if (document.readyState !== 'loading') done();
        else document.addEventListener('DOMContentLoaded', () => done(), { once: true });
      });
      return loaded
        .then(() => (afterSplash ? probe.splashGone() : undefined))
        .then(() => new Promise((done) => setTimeout(() => done(probe.prepare(focus)))));
    },
    /** Resolves once no splash covers the page: the first moment a visitor sees its controls. */
    splashGone() {
      return new Promise((done) => {
        const check = () => {
          const splash = document.querySelector(${JSON.stringify(SPLASH_SELECTOR)});
          const shown = splash && visible(splash) && Number(getComputedStyle(splash).opacity) > 0;
          if (shown) requestAnimationFrame(check);
          else done(performance.now());
        };
        check();
      });
    },
  };
  Object.defineProperty(window, '__interactionProbe', { value: probe });

  let started = null;
  let seenAt = null;
  let hit = false;
  let target = '';
  let inputDelayMs = 0;
  let finished = false;
  const finish = (endedAt) => {
    if (finished) return;
    finished = true;
    const nav = performance.getEntriesByType('navigation')[0];
    resolve({
      ms: endedAt === null ? null : endedAt - started,
      stateMs: seenAt === null ? null : seenAt - started,
      inputDelayMs,
      inputAt: started,
      domContentLoadedAt: nav ? nav.domContentLoadedEventEnd : 0,
      firstScriptAt: firstScriptAt(),
      hit,
      target,
    });
  };
  const firstScriptAt = () => {
    const ends = performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || /\\.m?js(\\?|$)/.test(e.name))
      .map((e) => e.responseEnd);
    return ends.length ? Math.min(...ends) : null;
  };
  const afterThisFrame = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => finish(performance.now());
    channel.port2.postMessage(null);
  };
  // inFrame: called from a requestAnimationFrame callback, whose frame is the one that paints.
  const check = (inFrame) => {
    if (started === null || seenAt !== null || finished) return;
    let holds = false;
    try {
      holds = !!control.changed();
    } catch {
      holds = false;
    }
    if (!holds) return;
    seenAt = performance.now();
    if (inFrame) afterThisFrame();
    else requestAnimationFrame(afterThisFrame);
  };
  const everyFrame = () => {
    if (finished || seenAt !== null) return;
    check(true);
    requestAnimationFrame(everyFrame);
  };
  const onInput = (event) => {
    if (started !== null) return;
    started = event.timeStamp;
    inputDelayMs = performance.now() - event.timeStamp;
    let el;
    try {
      el = control.find();
    } catch {
      el = undefined;
    }
    hit = !!el && event.target instanceof Node && (el === event.target || el.contains(event.target));
    target = describe(event.target);
    new MutationObserver(() => check(false)).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    for (const type of ['toggle', 'input', 'change', 'click', 'keyup', 'pointerup'])
      window.addEventListener(type, () => queueMicrotask(() => check(false)), true);
    requestAnimationFrame(everyFrame);
    setTimeout(() => finish(null), Math.max(0, started + TIMEOUT_MS - performance.now()));
  };
  window.addEventListener(INPUT_EVENT, onInput, true);
})();`;
}
