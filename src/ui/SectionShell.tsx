import styled from 'styled-components';

/** Vertical rhythm and background of a page section. */
export const SectionShell = styled.section<{ $tone?: 'plain' | 'alt' }>`
  padding-block: clamp(3rem, 7vw, 5rem);
  background: ${({ $tone = 'plain', theme }) =>
    $tone === 'alt' ? theme.color.surfaceAlt : theme.color.surface};
  h2 {
    margin: 0 0 1.25rem;
    font-size: clamp(1.6rem, 3.5vw, 2.3rem);
    color: ${({ theme }) => theme.color.navy};
  }
`;
