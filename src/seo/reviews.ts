import type { Graph, HousePainter, Review } from 'schema-dts';
import type { SiteDocument } from '../generated/content.ts';
import { postalAddress } from './jsonLd.ts';

/** What a testimonial must say to be stated as a review. */
export interface ReviewInput {
  name: string;
  text: string;
  /** Stars, 1-5. */
  rating: number;
}

function reviewedBusiness(site: SiteDocument): HousePainter {
  return {
    '@type': 'HousePainter',
    name: site.brand.name,
    url: `${site.siteUrl}/`,
    telephone: site.contact.phoneE164,
    address: postalAddress(site),
  };
}

/** Testimonials as schema.org Reviews of the business in site.json, by their named authors. */
export function buildReviewsJsonLd(
  site: SiteDocument,
  testimonials: readonly ReviewInput[],
): Graph {
  const business = reviewedBusiness(site);
  return {
    '@context': 'https://schema.org',
    '@graph': testimonials.map((testimonial): Review => ({
      '@type': 'Review',
      itemReviewed: business,
      author: { '@type': 'Person', name: testimonial.name },
      reviewBody: testimonial.text,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: testimonial.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  };
}
