import { createGlobalStyle, css } from 'styled-components';
import { ESTIMATE_ANCHOR, POPOVER_OFFSET, VIEWPORT_MARGIN } from './popoverGeometry.ts';

const NEAR = `${POPOVER_OFFSET}px`;
const EDGE = `${VIEWPORT_MARGIN}px`;
const BELOW = `${NEAR} ${EDGE} ${EDGE}`;
const ABOVE = `${EDGE} ${EDGE} ${NEAR}`;

interface Option {
  name: string;
  declarations: string;
}

/**
 * Beside the button, the area is narrower than the screen: the panel keeps the width it has on
 * the screen (a share of the viewport), so whether it fits there is judged at its real width.
 */
const SIDE_WIDTH = `max-width: min(90vw, calc(100vw - ${2 * VIEWPORT_MARGIN}px));`;

const place = (area: string, justify: string, align: string, margin: string, extra = '') => `
  position-area: ${area};
  justify-self: ${justify};
  align-self: ${align};
  margin: ${margin};
  ${extra}
`;

/**
 * Where the panel goes, in the order the browser tries them: the first that fits the viewport
 * (16 px from its edges, 12 px from the button) wins: each side, centred on the button and
 * shifted to stay on screen (anchor-center). Where no side has room for all of it (a phone),
 * below with its fields scrolling if that leaves it half the screen; else centred on the screen.
 */
const OPTIONS: Option[] = [
  { name: 'below', declarations: place('bottom span-all', 'anchor-center', 'start', BELOW) },
  { name: 'above', declarations: place('top span-all', 'anchor-center', 'end', ABOVE) },
  {
    name: 'right',
    declarations: place(
      'right span-all',
      'start',
      'anchor-center',
      `${EDGE} ${EDGE} ${EDGE} ${NEAR}`,
      SIDE_WIDTH,
    ),
  },
  {
    name: 'left',
    declarations: place(
      'left span-all',
      'end',
      'anchor-center',
      `${EDGE} ${NEAR} ${EDGE} ${EDGE}`,
      SIDE_WIDTH,
    ),
  },
  {
    name: 'below-fitted',
    declarations: place(
      'bottom span-all',
      'anchor-center',
      'start',
      BELOW,
      `min-height: 50vh; max-height: calc(100% - ${POPOVER_OFFSET + VIEWPORT_MARGIN}px);`,
    ),
  },
  { name: 'centred', declarations: place('none', 'normal', 'normal', 'auto', 'inset: 0;') },
];

const [first, ...fallbacks] = OPTIONS as [Option, ...Option[]];
const tryName = (option: Option) => `--estimate-${option.name}`;

/** The panel's place beside the button that opened it (`data-anchored`, set by the controls). */
export const anchoredPanel = css`
  &[data-anchored] {
    position-anchor: ${ESTIMATE_ANCHOR};
    inset: auto;
    ${first.declarations}
    position-try-fallbacks: ${fallbacks.map(tryName).join(', ')};
  }
`;

/** The fallbacks are at-rules of the whole sheet, not of the panel's class. */
export const AnchorFallbacks = createGlobalStyle`
  ${fallbacks.map((option) => `@position-try ${tryName(option)} {${option.declarations}}`).join('\n')}
`;
