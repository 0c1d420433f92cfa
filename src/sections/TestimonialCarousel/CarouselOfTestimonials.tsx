import styled from 'styled-components';
import type { CarouselTestimonial } from '../../generated/content.ts';
import { island } from '../../islands/island.tsx';
import { Carousel } from '../../ui/Carousel/Carousel.tsx';
import { TestimonialCard } from '../../ui/Testimonial/TestimonialCard.tsx';

const Frame = styled(Carousel)`
  max-width: 880px;
  margin-inline: auto;
`;

/** What a screen reader hears when the visitor moves to this testimonial. */
const testimonialSummary = ({ name, role, location, rating, text }: CarouselTestimonial) =>
  `${name}, ${role}, ${location}. Rated ${rating} out of 5. ${text}`;

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
    summary: testimonialSummary(testimonial),
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

/** Every slide is in the pre-rendered page; it comes alive as it scrolls into view. */
export const CarouselOfTestimonialsIsland = island('Carousel', CarouselOfTestimonials, 'visible');
