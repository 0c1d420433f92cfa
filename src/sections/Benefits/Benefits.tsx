import type { BenefitsSection } from '../../generated/content.ts';

export function Benefits({ section }: { section: BenefitsSection }) {
  return <section id={section.anchor} />;
}
