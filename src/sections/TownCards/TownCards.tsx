import type { TownCardsSection } from '../../generated/content.ts';

export function TownCards({ section }: { section: TownCardsSection }) {
  return <section id={section.anchor} />;
}
