import { describe, expect, it } from 'vitest';
import type { PageDocument, SiteDocument } from '../generated/content.ts';
import siteJson from '../../pages-json/site.json';
import { buildJsonLd } from './jsonLd.ts';

const site = siteJson as SiteDocument;
const page = (extra: Partial<PageDocument['meta']> = {}, path = '/our-story'): PageDocument => ({
  $schema: '../schemas/page.schema.json',
  schemaVersion: 1,
  path,
  meta: {
    title: 'About Us | Test',
    description: 'A page used to test structured data output.',
    ...extra,
  },
  sections: [{ type: 'hero', headline: 'About' }],
});

const nodes = (doc: PageDocument) =>
  buildJsonLd(site, doc)['@graph'] as unknown as Record<string, unknown>[];
const ofType = (doc: PageDocument, type: string) => nodes(doc).find((n) => n['@type'] === type);

describe('buildJsonLd', () => {
  it('states the organisation from site.json and this page as a WebPage at its canonical URL', () => {
    const webPage = ofType(page({ canonicalPath: '/about-us' }), 'WebPage');
    expect(webPage?.url).toBe(`${site.siteUrl}/about-us`);
    const org = ofType(page(), 'Organization');
    expect(org).toMatchObject({ name: site.brand.name, telephone: site.contact.phoneE164 });
  });

  it('adds a HousePainter with radius, price range, rating and offers only when the page asks', () => {
    expect(ofType(page(), 'HousePainter')).toBeUndefined();
    const business = ofType(
      page({
        structuredData: {
          business: {
            priceRange: '$$',
            serviceRadiusMeters: 50000,
            rating: { value: 5, count: 150 },
            offers: ['Residential Painting', 'Commercial Painting'],
            locality: 'Somewhere',
            postalCode: '07000',
          },
        },
      }),
      'HousePainter',
    );
    expect(business).toMatchObject({
      priceRange: '$$',
      areaServed: { '@type': 'GeoCircle', geoRadius: 50000 },
      aggregateRating: { ratingValue: 5, reviewCount: 150 },
      address: { addressLocality: 'Somewhere', postalCode: '07000', addressRegion: 'NJ' },
    });
    expect(business).toMatchObject({ hasOfferCatalog: { itemListElement: [{}, {}] } });
  });

  it('lists place names as the service area when given instead of a radius', () => {
    const business = ofType(
      page({ structuredData: { business: { areaServed: ['Town A', 'Town B'] } } }),
      'HousePainter',
    );
    expect(business?.areaServed).toEqual([
      { '@type': 'Place', name: 'Town A' },
      { '@type': 'Place', name: 'Town B' },
    ]);
  });
});
