import type { StudioSectionType, Schema } from './client.ts';

/** A page a link may point to: its address and what an author calls it. */
export interface PageLink {
  route: string;
  name: string;
}

/**
 * What the studio reads as it opens (section types, the page's own schema, images) and the pages
 * a link may point to, which follow the pages panel's list as pages are created.
 */
export interface Catalog {
  sections: StudioSectionType[];
  page: Schema;
  images: string[];
  routes: PageLink[];
}
