import { useId } from 'react';
import styled from 'styled-components';
import type { CarouselTestimonial, TestimonialCarouselSection } from '../../generated/content.ts';
import { Carousel } from '../../ui/Carousel/Carousel.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { TestimonialCard } from '../../ui/Testimonial/TestimonialCard.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Heading = styled.h2`
  text-align: center;
`;

const Frame = styled(Carousel)`
  max-width: 880px;
  margin-inline: auto;
`;

/** What a screen reader hears when the visitor moves to this testimonial. */
const testimonialSummary = ({ name, role, location, rating, text }: CarouselTestimonial) =>
  `${name}, ${role}, ${location}. Rated ${rating} out of 5. ${text}`;

export function TestimonialCarousel({ section }: { section: TestimonialCarouselSection }) {
  const headingId = useId();
  const slides = section.testimonials.map((testimonial, index) => ({
    key: `${index}-${testimonial.name}`,
    content: <TestimonialCard testimonial={testimonial} featured />,
    summary: testimonialSummary(testimonial),
  }));
  return (
    <SectionShell id={section.anchor} $tone="alt">
      <Container>
        <Heading id={headingId}>{keepTogether(section.heading)}</Heading>
        <Frame
          labelledBy={headingId}
          itemName="testimonial"
          slides={slides}
          autoAdvanceMs={section.autoAdvanceMs}
          transitionMs={section.transitionMs}
        />
      </Container>
    </SectionShell>
  );
}
