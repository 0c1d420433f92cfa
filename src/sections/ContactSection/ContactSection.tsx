import type { ContactSectionSection } from '../../generated/content.ts';

export function ContactSection({ section }: { section: ContactSectionSection }) {
  return <section id={section.anchor} />;
}
