import styled from 'styled-components';

/** Vertical rhythm and background of a page section. */
export const SectionShell = styled.section<{ $tone?: 'plain' | 'alt' }>`
  padding-block: ${({ theme }) => theme.space.section};
  background: ${({ $tone = 'plain', theme }) =>
    $tone === 'alt' ? theme.color.surfaceAlt : theme.color.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: clamp(1.6rem, 3.5vw, 2.3rem);
    color: ${({ theme }) => theme.color.navy};
  }
`;
