import styled from 'styled-components';
import type { CarouselTestimonial } from '../../generated/content.ts';
import { Attribution } from '../../ui/Testimonial/Attribution.tsx';
import { QuoteText } from '../../ui/Testimonial/QuoteText.tsx';
import { Stars } from '../../ui/Stars/Stars.tsx';

const Card = styled.figure`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  margin: 0;
  padding: clamp(1.5rem, 4vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  /* Small enough to fit inside the carousel's clipping viewport. */
  box-shadow: 0 4px 12px rgba(19, 40, 61, 0.08);
  text-align: center;
`;

const Words = styled(QuoteText)`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(1.1rem, 2.4vw, 1.35rem);
  line-height: 1.55;
`;

const Service = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.goldDark};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/** What a screen reader hears when the visitor moves to this testimonial. */
export const testimonialSummary = ({ name, role, location, rating, text }: CarouselTestimonial) =>
  `${name}, ${role}, ${location}. Rated ${rating} out of 5. ${text}`;

export function TestimonialSlide({ testimonial }: { testimonial: CarouselTestimonial }) {
  return (
    <Card>
      <Stars rating={testimonial.rating} />
      <Words text={testimonial.text} />
      {testimonial.service && <Service>{testimonial.service}</Service>}
      <Attribution
        name={testimonial.name}
        image={testimonial.image}
        details={[`${testimonial.role} · ${testimonial.location}`]}
      />
    </Card>
  );
}
