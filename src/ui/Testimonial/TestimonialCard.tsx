import styled, { css } from 'styled-components';
import type { ImageSource as Image } from '../types.ts';
import { Stars } from '../Stars/Stars.tsx';
import { Attribution } from './Attribution.tsx';
import { QuoteText } from './QuoteText.tsx';

/** One testimonial as every list shows it. Page data fits it structurally. */
export interface TestimonialCardData {
  name: string;
  text: string;
  location: string;
  /** Stars out of 5. */
  rating: number;
  /** What kind of client, e.g. Homeowner. */
  role?: string;
  position?: string;
  company?: string;
  /** Their photo; without one the card shows their initials. */
  image?: Image;
  /** The work done for them, e.g. Interior Painting. */
  service?: string;
}

export interface TestimonialCardProps {
  testimonial: TestimonialCardData;
  /** One card at a time (a carousel): centred, with the words larger and in the heading font. */
  featured?: boolean;
  className?: string;
}

/**
 * Three rows: stars (and service), the words, the attribution. The card fills the height it is
 * given and the words take the spare room, so the attribution sits at the bottom; a list that
 * makes its items subgrids (TestimonialList) lines the rows up across the cards of a row.
 */
const Card = styled.figure<{ $featured: boolean }>`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 1rem;
  height: 100%;
  margin: 0;
  padding: clamp(1.25rem, 4vw, 1.75rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  /* Small enough to fit inside a carousel's clipping viewport. */
  box-shadow: 0 4px 12px rgba(19, 40, 61, 0.08);
  ${({ $featured }) =>
    $featured &&
    css`
      gap: 1.25rem;
      padding: clamp(1.5rem, 4vw, 2.5rem);
      text-align: center;
    `}
`;

const Rating = styled.div<{ $featured: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  ${({ $featured }) =>
    $featured &&
    css`
      flex-direction: column;
      justify-content: center;
    `}
`;

const Service = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.goldDark};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Words = styled(QuoteText)<{ $featured: boolean }>`
  font-size: 1.05rem;
  ${({ $featured, theme }) =>
    $featured &&
    css`
      font-family: ${theme.font.heading};
      font-size: clamp(1.1rem, 2.4vw, 1.35rem);
      line-height: 1.55;
    `}
`;

/** A testimonial: stars, the client's words, and who they are beside their photo or initials. */
export function TestimonialCard({
  testimonial,
  featured = false,
  className,
}: TestimonialCardProps) {
  const { name, text, location, rating, role, position, company, image, service } = testimonial;
  return (
    <Card $featured={featured} className={className}>
      <Rating $featured={featured}>
        <Stars rating={rating} />
        {service && (
          <Service>
            <span className="visually-hidden">Service: </span>
            {service}
          </Service>
        )}
      </Rating>
      <Words text={text} $featured={featured} />
      <Attribution
        centered={featured}
        name={name}
        location={location}
        role={role}
        position={position}
        company={company}
        image={image}
      />
    </Card>
  );
}
