import styled from 'styled-components';

/** The sentence or two under a section heading. */
export const SectionIntro = styled.p`
  max-width: 65ch;
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: 1.1rem;
`;
