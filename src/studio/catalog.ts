import type { StudioSectionType, Schema } from './client.ts';

/** What the studio reads once as it opens: section types, the page's own schema, images, routes. */
export interface Catalog {
  sections: StudioSectionType[];
  page: Schema;
  images: string[];
  routes: string[];
}
