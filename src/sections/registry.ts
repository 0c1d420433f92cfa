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
import { TownLinks } from './TownLinks/TownLinks.tsx';

export type SectionType = Section['type'];
export type SectionComponent<T extends SectionType> = ComponentType<{
  section: Extract<Section, { type: T }>;
}>;

/** What the registry knows about one section type. */
export interface SectionEntry<T extends SectionType> {
  component: SectionComponent<T>;
  /**
   * It lists other pages (from their `listing`): a page with one loads the listings chunk, and the
   * component needs a <PageListingsProvider> above it.
   */
  listsPages?: true;
  /** It opens a page across its full width, above the sidebar of a page that has one. */
  opensPage?: true;
  /** It is the page's own quick-contact bar for phones, shown instead of the site's default. */
  quickBar?: true;
  /**
   * It holds an island: a part that hydrates in the browser (islands/island.tsx). Every other
   * section is static HTML and adds no module to any page's scripts.
   */
  interactive?: true;
}

/** Section type (the schema's discriminator) → its component and flags. The one list of types. */
export const sectionRegistry = {
  hero: { component: Hero, opensPage: true },
  richText: { component: RichText },
  sitemapIndex: { component: SitemapIndex, listsPages: true },
  aboutVideo: { component: AboutVideo, interactive: true },
  stats: { component: Stats, interactive: true },
  serviceCards: { component: ServiceCards },
  reasons: { component: Reasons },
  benefits: { component: Benefits },
  processSteps: { component: ProcessSteps },
  beforeAfterGallery: { component: BeforeAfterGallery, interactive: true },
  testimonialCarousel: { component: TestimonialCarousel, interactive: true },
  faq: { component: Faq },
  imageTrio: { component: ImageTrio },
  contactSection: { component: ContactSection, interactive: true },
  businessHours: { component: BusinessHours },
  sidebarBox: { component: SidebarBox },
  breadcrumb: { component: Breadcrumb, opensPage: true },
  townCards: { component: TownCards, listsPages: true },
  testimonialGrid: { component: TestimonialGrid },
  callToAction: { component: CallToAction },
  finishGuide: { component: FinishGuide },
  mobileBottomBar: { component: MobileBottomBar, quickBar: true },
  neighborhoodChips: { component: NeighborhoodChips },
  paletteSwatches: { component: PaletteSwatches },
  tabs: { component: Tabs, interactive: true },
  trustBadges: { component: TrustBadges },
  townLinks: { component: TownLinks, listsPages: true },
} satisfies { [T in SectionType]: SectionEntry<T> };

type Flag = 'listsPages' | 'opensPage' | 'quickBar' | 'interactive';
const typesWith = (flag: Flag): ReadonlySet<SectionType> =>
  new Set(
    (Object.keys(sectionRegistry) as SectionType[]).filter(
      (type) => (sectionRegistry[type] as SectionEntry<typeof type>)[flag],
    ),
  );

/** Section types flagged `listsPages`: the app loads listings for pages that use one. */
export const listingSectionTypes = typesWith('listsPages');

/** Section types flagged `opensPage`. */
export const openingSectionTypes = typesWith('opensPage');

/** Section types flagged `quickBar`. */
export const quickBarSectionTypes = typesWith('quickBar');

/** Section types flagged `interactive`: they hold islands. */
export const interactiveSectionTypes = typesWith('interactive');
