import type { ComponentType } from 'react';
import type { Section } from '../generated/content.ts';
import { Hero } from './Hero/Hero.tsx';
import { RichText } from './RichText/RichText.tsx';
import { SitemapIndex } from './SitemapIndex/SitemapIndex.tsx';

export type SectionType = Section['type'];
export type SectionComponent<T extends SectionType> = ComponentType<{
  section: Extract<Section, { type: T }>;
}>;

/** Section type (the schema's discriminator) → the component that renders it. */
export const sectionRegistry = {
  hero: Hero,
  richText: RichText,
  sitemapIndex: SitemapIndex,
} satisfies { [T in SectionType]: SectionComponent<T> };
