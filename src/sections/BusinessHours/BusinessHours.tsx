import type { BusinessHoursSection } from '../../generated/content.ts';

export function BusinessHours({ section }: { section: BusinessHoursSection }) {
  return <section id={section.anchor} />;
}
