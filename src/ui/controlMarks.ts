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
} as const;
