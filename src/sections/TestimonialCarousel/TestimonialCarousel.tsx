import { useId } from 'react';
import styled from 'styled-components';
import type { TestimonialCarouselSection } from '../../generated/content.ts';
import { Carousel } from '../../ui/Carousel/Carousel.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { TestimonialSlide, testimonialSummary } from './TestimonialSlide.tsx';

const Heading = styled.h2`
  text-align: center;
`;

const Frame = styled(Carousel)`
  max-width: 880px;
  margin-inline: auto;
`;

export function TestimonialCarousel({ section }: { section: TestimonialCarouselSection }) {
  const headingId = useId();
  const slides = section.testimonials.map((testimonial, index) => ({
    key: `${index}-${testimonial.name}`,
    content: <TestimonialSlide testimonial={testimonial} />,
    summary: testimonialSummary(testimonial),
  }));
  return (
    <SectionShell id={section.anchor} $tone="alt">
      <Container>
        <Heading id={headingId}>{section.heading}</Heading>
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
