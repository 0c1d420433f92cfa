import { useId } from 'react';
import type { TestimonialGridSection } from '../../generated/content.ts';
import { useSite } from '../../data/SiteContext.tsx';
import { serializeJsonLd } from '../../seo/Head.tsx';
import { buildReviewsJsonLd } from '../../seo/reviews.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { TestimonialList } from '../../ui/Testimonial/TestimonialList.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

export function TestimonialGrid({ section }: { section: TestimonialGridSection }) {
  const { site } = useSite();
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} $tone="alt" aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{keepTogether(section.heading)}</h2>
        <TestimonialList testimonials={section.testimonials} columns={section.columns} />
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
