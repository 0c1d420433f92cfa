import styled from 'styled-components';

/** A responsive grid of cards as a plain list; `$min` is the narrowest a card may get. */
export const CardGrid = styled.ul<{ $min?: string; $fill?: boolean }>`
  display: grid;
  grid-template-columns: repeat(
    ${({ $fill }) => ($fill ? 'auto-fill' : 'auto-fit')},
    minmax(min(100%, ${({ $min = '240px' }) => $min}), 1fr)
  );
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
