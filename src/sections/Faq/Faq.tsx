import type { FaqSection } from '../../generated/content.ts';

export function Faq({ section }: { section: FaqSection }) {
  return <section id={section.anchor} />;
}
