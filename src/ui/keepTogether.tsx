import type { ReactNode } from 'react';
import styled from 'styled-components';
import { splitUnbreakable } from './unbreakable.ts';

const NoBreak = styled.span`
  white-space: nowrap;
`;

/**
 * Author text for display, with its number ranges and short hyphenated compounds kept on one
 * line (see unbreakable.ts). Text without such runs comes back as the same string.
 */
export function keepTogether(text: string): ReactNode {
  const pieces = splitUnbreakable(text);
  if (!pieces.some((piece) => piece.keep)) return text;
  return pieces.map((piece, index) =>
    piece.keep ? <NoBreak key={index}>{piece.text}</NoBreak> : piece.text,
  );
}
