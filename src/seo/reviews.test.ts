import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../generated/content.ts';
import siteJson from '../../pages-json/site.json';
import { buildReviewsJsonLd } from './reviews.ts';

const site = siteJson as SiteDocument;

describe('buildReviewsJsonLd', () => {
  it('states each testimonial as a Review of the site’s business by a Person, with its rating', () => {
    const jsonLd = buildReviewsJsonLd(site, [
      { name: 'Jennifer R.', text: 'On time and spotless.', rating: 5 },
      { name: 'Michael T.', text: 'Clear written estimate.', rating: 4 },
    ]);
    expect(jsonLd['@context']).toBe('https://schema.org');
    const reviews = jsonLd['@graph'] as unknown as Record<string, unknown>[];
    expect(reviews).toHaveLength(2);
    expect(reviews[1]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Michael T.' },
      reviewBody: 'Clear written estimate.',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      itemReviewed: {
        '@type': 'HousePainter',
        name: site.brand.name,
        url: `${site.siteUrl}/`,
        telephone: site.contact.phoneE164,
        address: {
          '@type': 'PostalAddress',
          addressLocality: site.address.locality,
          addressRegion: site.address.region,
          addressCountry: site.address.country,
          postalCode: site.address.postalCode,
        },
      },
    });
  });
});
