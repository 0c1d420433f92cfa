/**
 * The attributes by which the always-loaded runtime (client/controls/) finds the controls in the
 * pre-rendered page. React-free: the runtime reads them without loading any component.
 */
export const CONTROL = {
  /** A tab list whose `[role=tab]` buttons switch the panels they control. */
  tabList: 'data-tab-list',
  /** A carousel's root; its value is the auto-advance interval in ms, or empty for none. */
  carousel: 'data-carousel',
  /** A carousel's button: `previous`, `next` or `rotation` (pause and play). */
  carouselAction: 'data-carousel-action',
  /** A carousel's dot, with the index of the slide it shows. */
  carouselDot: 'data-carousel-dot',
  /** Where a carousel announces the slide a visitor moved to. */
  carouselStatus: 'data-carousel-status',
  /** A before/after frame, whose `<input type=range>` moves its divider. */
  compare: 'data-compare',
  /** The phone menu's popover: using any link or button in it closes it. */
  menu: 'data-menu',
  /** The estimate form's popover (the dimmed overlay holding the panel) or dialog. */
  estimateOverlay: 'data-estimate-overlay',
} as const;

/**
 * The attributes of a form that the controls send without React (client/controls/forms.ts): what it
 * sends, how long its thank-you shows, when it is cleared (`success`: at once; otherwise as the
 * thanks ends, and it closes), its state, and its submit button's label while sending.
 */
export const FORM_ATTRIBUTE = {
  kind: 'data-form',
  successMs: 'data-success-ms',
  clearAt: 'data-clear-at',
  status: 'data-status',
  busyLabel: 'data-busy-label',
  /** A message shown for one outcome (`success`, `error`), hidden otherwise. */
  outcome: 'data-outcome',
} as const;

/** A button that opens the estimate form: `data-intent="estimate"`, or `menu-estimate` in the menu. */
export const ESTIMATE_BUTTON = 'button[data-intent$="estimate"]';
