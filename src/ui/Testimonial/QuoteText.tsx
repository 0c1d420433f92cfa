import styled from 'styled-components';
import { keepTogether } from '../keepTogether.tsx';

const Quote = styled.blockquote`
  margin: 0;
  p {
    margin: 0;
  }
  p::before {
    content: '“';
  }
  p::after {
    content: '”';
  }
`;

/** A testimonial's words in typographic quotes. */
export function QuoteText({ text, className }: { text: string; className?: string }) {
  return (
    <Quote className={className}>
      <p>{keepTogether(text)}</p>
    </Quote>
  );
}
