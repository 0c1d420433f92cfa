import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin-inline: auto;
  padding-inline: clamp(1rem, 4vw, 2rem);
`;
