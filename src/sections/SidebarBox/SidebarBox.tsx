import type { SidebarBoxSection } from '../../generated/content.ts';

export function SidebarBox({ section }: { section: SidebarBoxSection }) {
  return <section id={section.anchor} />;
}
