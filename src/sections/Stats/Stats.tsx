import type { StatsSection } from '../../generated/content.ts';

export function Stats({ section }: { section: StatsSection }) {
  return <section id={section.anchor} />;
}
