import { useId } from 'react';
import styled from 'styled-components';
import type { TestimonialGridSection } from '../../generated/content.ts';
import { useSite } from '../../content/SiteContext.tsx';
import { serializeJsonLd } from '../../seo/Head.tsx';
import { buildReviewsJsonLd } from '../../seo/reviews.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { TestimonialCard } from './TestimonialCard.tsx';

const Grid = styled.ul<{ $columns: 2 | 3 }>`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 700px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1000px) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

export function TestimonialGrid({ section }: { section: TestimonialGridSection }) {
  const { site } = useSite();
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} $tone="alt" aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{section.heading}</h2>
        <Grid $columns={section.columns ?? 3}>
          {section.testimonials.map((testimonial, index) => (
            <li key={index}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </Grid>
        {section.structuredData && (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{
              __html: serializeJsonLd(buildReviewsJsonLd(site, section.testimonials)),
            }}
          />
        )}
      </Container>
    </SectionShell>
  );
}
