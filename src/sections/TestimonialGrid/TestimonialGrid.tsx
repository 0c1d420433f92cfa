import type { TestimonialGridSection } from '../../generated/content.ts';

export function TestimonialGrid({ section }: { section: TestimonialGridSection }) {
  return <section id={section.anchor} />;
}
