import styled from 'styled-components';
import { TestimonialCard, type TestimonialCardData } from './TestimonialCard.tsx';

/**
 * One column on phones, two from 700 px, `$columns` from 1000 px. Each item spans three rows of
 * the list and passes them on to its card (subgrid), so in every row of cards the stars, the
 * words and the attributions start at the same height; the tallest card sets the row's height.
 */
const Grid = styled.ul<{ $columns: 2 | 3 }>`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 700px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1000px) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
  > li {
    display: grid;
  }
  @supports (grid-template-rows: subgrid) {
    > li,
    > li > figure {
      grid-row: span 3;
      grid-template-rows: subgrid;
    }
  }
`;

export interface TestimonialListProps {
  testimonials: readonly TestimonialCardData[];
  /** Columns on wide screens. Defaults to 3. */
  columns?: 2 | 3;
  className?: string;
}

/** Testimonial cards in a grid, all the same design, with their attributions lined up. */
export function TestimonialList({ testimonials, columns = 3, className }: TestimonialListProps) {
  return (
    <Grid $columns={columns} className={className}>
      {testimonials.map((testimonial, index) => (
        <li key={`${index}-${testimonial.name}`}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </Grid>
  );
}
