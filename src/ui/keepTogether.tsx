import type { CSSProperties, ReactNode } from 'react';
import { splitUnbreakable } from '../shared/authorText.ts';

/**
 * A plain style attribute rather than a styled component: this module is imported by most
 * sections, and a styled component here would shift the generated class names of those that
 * the server and the client happen to load in another order (a hydration mismatch in dev).
 */
const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };

/** Text that stays on one line. */
export const NoWrap = ({ children }: { children: ReactNode }) => (
  <span style={NO_WRAP}>{children}</span>
);

/**
 * Author text for display, with its number ranges and short hyphenated compounds kept on one
 * line (see shared/authorText.ts). Text without such runs comes back as the same string; text with
 * them as one span holding the text, each run in a nested span that does not wrap.
 */
export function keepTogether(text: string): ReactNode {
  const pieces = splitUnbreakable(text);
  if (!pieces.some((piece) => piece.keep)) return text;
  // One element around the pieces, so that in a flex container (an icon beside its label) the
  // text stays one item, laid out as a line of text, rather than a row of pieces.
  return (
    <span>
      {pieces.map((piece, index) =>
        piece.keep ? <NoWrap key={index}>{piece.text}</NoWrap> : piece.text,
      )}
    </span>
  );
}
