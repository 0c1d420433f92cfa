import type { ServiceCardsSection } from '../../generated/content.ts';

export function ServiceCards({ section }: { section: ServiceCardsSection }) {
  return <section id={section.anchor} />;
}
