import type { BeforeAfterGallerySection } from '../../generated/content.ts';

export function BeforeAfterGallery({ section }: { section: BeforeAfterGallerySection }) {
  return <section id={section.anchor} />;
}
