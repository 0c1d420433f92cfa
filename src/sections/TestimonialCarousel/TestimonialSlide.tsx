import styled from 'styled-components';
import type { CarouselTestimonial } from '../../generated/content.ts';
import { Picture } from '../../ui/Picture/Picture.tsx';
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

const Quote = styled.blockquote`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(1.1rem, 2.4vw, 1.35rem);
  line-height: 1.55;
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

const Service = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.goldDark};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  text-align: start;
`;

const Portrait = styled.span`
  flex: none;
  img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.color.navy};
`;

const Detail = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.color.muted};
`;

/** What a screen reader hears when the visitor moves to this testimonial. */
export const testimonialSummary = ({ name, role, location, rating, text }: CarouselTestimonial) =>
  `${name}, ${role}, ${location}. Rated ${rating} out of 5. ${text}`;

export function TestimonialSlide({ testimonial }: { testimonial: CarouselTestimonial }) {
  return (
    <Card>
      <Stars rating={testimonial.rating} />
      <Quote>
        <p>{testimonial.text}</p>
      </Quote>
      {testimonial.service && <Service>{testimonial.service}</Service>}
      <Caption>
        {testimonial.image && (
          <Portrait>
            <Picture image={testimonial.image} sizes="56px" />
          </Portrait>
        )}
        <span>
          <Name>{testimonial.name}</Name>
          <Detail>
            {testimonial.role} · {testimonial.location}
          </Detail>
        </span>
      </Caption>
    </Card>
  );
}
