import type { TestimonialCarouselSection } from '../../generated/content.ts';

export function TestimonialCarousel({ section }: { section: TestimonialCarouselSection }) {
  return <section id={section.anchor} />;
}
