import type { ImageTrioSection } from '../../generated/content.ts';

export function ImageTrio({ section }: { section: ImageTrioSection }) {
  return <section id={section.anchor} />;
}
