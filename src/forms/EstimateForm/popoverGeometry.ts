/** Gap between the button and the estimate popover, and the room it keeps from the viewport's edges. */
export const POPOVER_OFFSET = 12;
export const VIEWPORT_MARGIN = 16;
