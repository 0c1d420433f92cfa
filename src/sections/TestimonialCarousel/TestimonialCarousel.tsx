import { useId } from 'react';
import styled from 'styled-components';
import type { TestimonialCarouselSection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';
import { CarouselOfTestimonials } from './CarouselOfTestimonials.tsx';

const Heading = styled.h2`
  text-align: center;
`;

export function TestimonialCarousel({ section }: { section: TestimonialCarouselSection }) {
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} $tone="alt">
      <Container>
        <Heading id={headingId}>{keepTogether(section.heading)}</Heading>
        <CarouselOfTestimonials
          testimonials={section.testimonials}
          labelledBy={headingId}
          autoAdvanceMs={section.autoAdvanceMs}
          transitionMs={section.transitionMs}
        />
      </Container>
    </SectionShell>
  );
}
