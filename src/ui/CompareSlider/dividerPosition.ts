/** What a screen reader says of a divider at `position` percent from the left. */
export const afterShownText = (position: number) => `${100 - position}% after image shown`;
