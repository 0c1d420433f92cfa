import type { ReasonsSection } from '../../generated/content.ts';

export function Reasons({ section }: { section: ReasonsSection }) {
  return <section id={section.anchor} />;
}
