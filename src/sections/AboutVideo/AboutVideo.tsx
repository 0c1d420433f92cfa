import type { AboutVideoSection } from '../../generated/content.ts';

export function AboutVideo({ section }: { section: AboutVideoSection }) {
  return <section id={section.anchor} />;
}
