import { useId } from 'react';
import styled from 'styled-components';
import type { TestimonialCarouselSection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';
import { Carousel } from '../../ui/Carousel/Carousel.tsx';
import { TestimonialCard } from '../../ui/Testimonial/TestimonialCard.tsx';

const NarrowCarousel = styled(Carousel)`
  max-width: 880px;
  margin-inline: auto;
`;

const Heading = styled.h2`
  text-align: center;
`;

/** One testimonial at a time, in the ui carousel. */
export function TestimonialCarousel({ section }: { section: TestimonialCarouselSection }) {
  const headingId = useId();
  const slides = section.testimonials.map((testimonial, index) => ({
    key: `${index}-${testimonial.name}`,
    content: <TestimonialCard testimonial={testimonial} featured />,
  }));
  return (
    <SectionShell id={section.anchor} $tone="alt">
      <Container>
        <Heading id={headingId}>{keepTogether(section.heading)}</Heading>
        <NarrowCarousel
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
