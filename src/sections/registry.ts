import type { ComponentType } from 'react';
import type { Section } from '../generated/content.ts';
import { AboutVideo } from './AboutVideo/AboutVideo.tsx';
import { BeforeAfterGallery } from './BeforeAfterGallery/BeforeAfterGallery.tsx';
import { Benefits } from './Benefits/Benefits.tsx';
import { Breadcrumb } from './Breadcrumb/Breadcrumb.tsx';
import { BusinessHours } from './BusinessHours/BusinessHours.tsx';
import { ContactSection } from './ContactSection/ContactSection.tsx';
import { Faq } from './Faq/Faq.tsx';
import { Hero } from './Hero/Hero.tsx';
import { ImageTrio } from './ImageTrio/ImageTrio.tsx';
import { ProcessSteps } from './ProcessSteps/ProcessSteps.tsx';
import { Reasons } from './Reasons/Reasons.tsx';
import { RichText } from './RichText/RichText.tsx';
import { ServiceCards } from './ServiceCards/ServiceCards.tsx';
import { SidebarBox } from './SidebarBox/SidebarBox.tsx';
import { SitemapIndex } from './SitemapIndex/SitemapIndex.tsx';
import { Stats } from './Stats/Stats.tsx';
import { TestimonialCarousel } from './TestimonialCarousel/TestimonialCarousel.tsx';
import { TestimonialGrid } from './TestimonialGrid/TestimonialGrid.tsx';
import { TownCards } from './TownCards/TownCards.tsx';
import { CallToAction } from './CallToAction/CallToAction.tsx';
import { FinishGuide } from './FinishGuide/FinishGuide.tsx';
import { MobileBottomBar } from './MobileBottomBar/MobileBottomBar.tsx';
import { NeighborhoodChips } from './NeighborhoodChips/NeighborhoodChips.tsx';
import { PaletteSwatches } from './PaletteSwatches/PaletteSwatches.tsx';
import { Tabs } from './Tabs/Tabs.tsx';
import { TrustBadges } from './TrustBadges/TrustBadges.tsx';

export type SectionType = Section['type'];
export type SectionComponent<T extends SectionType> = ComponentType<{
  section: Extract<Section, { type: T }>;
}>;

/** Section type (the schema's discriminator) → the component that renders it. */
export const sectionRegistry = {
  hero: Hero,
  richText: RichText,
  sitemapIndex: SitemapIndex,
  aboutVideo: AboutVideo,
  stats: Stats,
  serviceCards: ServiceCards,
  reasons: Reasons,
  benefits: Benefits,
  processSteps: ProcessSteps,
  beforeAfterGallery: BeforeAfterGallery,
  testimonialCarousel: TestimonialCarousel,
  faq: Faq,
  imageTrio: ImageTrio,
  contactSection: ContactSection,
  businessHours: BusinessHours,
  sidebarBox: SidebarBox,
  breadcrumb: Breadcrumb,
  townCards: TownCards,
  testimonialGrid: TestimonialGrid,
  callToAction: CallToAction,
  finishGuide: FinishGuide,
  mobileBottomBar: MobileBottomBar,
  neighborhoodChips: NeighborhoodChips,
  paletteSwatches: PaletteSwatches,
  tabs: Tabs,
  trustBadges: TrustBadges,
} satisfies { [T in SectionType]: SectionComponent<T> };
