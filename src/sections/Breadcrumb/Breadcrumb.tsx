import type { BreadcrumbSection } from '../../generated/content.ts';

export function Breadcrumb({ section }: { section: BreadcrumbSection }) {
  return <section id={section.anchor} />;
}
