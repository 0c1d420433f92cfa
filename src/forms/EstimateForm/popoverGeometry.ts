/** Gap between the button and the estimate popover, and the room it keeps from the viewport's edges. */
export const POPOVER_OFFSET = 12;
export const VIEWPORT_MARGIN = 16;
/** The anchor name the pressed button takes while the popover is open (CSS anchor positioning). */
export const ESTIMATE_ANCHOR = '--estimate-opener';
