import type { ProcessStepsSection } from '../../generated/content.ts';

export function ProcessSteps({ section }: { section: ProcessStepsSection }) {
  return <section id={section.anchor} />;
}
