import styled from 'styled-components';
import type { CarouselTestimonial } from '../../generated/content.ts';
import { Carousel } from '../../ui/Carousel/Carousel.tsx';
import { TestimonialCard } from '../../ui/Testimonial/TestimonialCard.tsx';

const Frame = styled(Carousel)`
  max-width: 880px;
  margin-inline: auto;
`;

interface CarouselOfTestimonialsProps {
  testimonials: readonly CarouselTestimonial[];
  /** id of the section heading that names the carousel. */
  labelledBy: string;
  autoAdvanceMs?: number;
  transitionMs?: number;
}

/** One testimonial at a time, from the section's data. */
export function CarouselOfTestimonials({
  testimonials,
  labelledBy,
  autoAdvanceMs,
  transitionMs,
}: CarouselOfTestimonialsProps) {
  const slides = testimonials.map((testimonial, index) => ({
    key: `${index}-${testimonial.name}`,
    content: <TestimonialCard testimonial={testimonial} featured />,
  }));
  return (
    <Frame
      labelledBy={labelledBy}
      itemName="testimonial"
      slides={slides}
      autoAdvanceMs={autoAdvanceMs}
      transitionMs={transitionMs}
    />
  );
}
