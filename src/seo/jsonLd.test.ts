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

  it('states the NJ HIC registration and social profiles only once site.json gives real ones', () => {
    const org = () => ofType(page(), 'Organization');
    expect(org()).not.toHaveProperty('hasCredential');
    expect(org()).not.toHaveProperty('sameAs');
    const url = 'https://www.facebook.com/ridgelinepainting';
    const real: SiteDocument = {
      ...site,
      hicRegistration: '13VH09876543',
      footer: { ...site.footer, social: [{ network: 'facebook', url }, 'houzz'] },
    };
    const graph = buildJsonLd(real, page())['@graph'] as unknown as Record<string, unknown>[];
    expect(graph.find((n) => n['@type'] === 'Organization')).toMatchObject({
      hasCredential: { identifier: '13VH09876543', credentialCategory: 'license' },
      sameAs: [url],
    });
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

describe('a town page', () => {
  const town = (rating?: { value: number; count: number } | null): PageDocument => ({
    ...page({
      structuredData: {
        business: {
          locality: 'Sampleton',
          postalCode: '07999',
          priceRange: '$$',
          serviceRadiusMeters: 15000,
          offers: ['Residential Painting', 'Commercial Painting', 'Cabinet Refinishing'],
          ...(rating === undefined ? {} : { rating }),
        },
      },
    }),
    path: '/interior-painting/sampleton-nj',
    aliases: ['/interior-painting/sampleton-township-nj'],
    sections: [
      {
        type: 'hero',
        headline: 'Painting in Sampleton',
        breadcrumb: [{ label: 'Home', href: '/' }],
      },
    ],
  });
  const url = `${site.siteUrl}/interior-painting/sampleton-nj`;

  it('describes a HousePainter at the town address, serving a 15 km circle around the town', () => {
    const business = ofType(town(), 'HousePainter');
    const address = { '@type': 'PostalAddress', addressLocality: 'Sampleton', postalCode: '07999' };
    expect(business).toMatchObject({
      url,
      '@id': `${url}#business`,
      priceRange: '$$',
      address,
      areaServed: {
        '@type': 'GeoCircle',
        geoRadius: 15000,
        geoMidpoint: { '@type': 'GeoCoordinates', address },
      },
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        itemListElement: [
          { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Residential Painting' } },
          { itemOffered: { name: 'Commercial Painting' } },
          { itemOffered: { name: 'Cabinet Refinishing' } },
        ],
      },
    });
  });

  it('centres the circle on the coordinates when the page gives them', () => {
    const doc = town();
    doc.meta.structuredData!.business!.geo = { latitude: 40.9, longitude: -74.56 };
    expect(ofType(doc, 'HousePainter')?.areaServed).toEqual({
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: 40.9, longitude: -74.56 },
      geoRadius: 15000,
    });
  });

  it("rates 5 with the page's review count, else the site-wide count, and not at all for null", () => {
    const rated = (doc: PageDocument) => ofType(doc, 'HousePainter')?.aggregateRating;
    expect(rated(town({ value: 5, count: 85 }))).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 85,
      bestRating: 5,
    });
    expect(site.rating).toEqual({ value: 5, count: 130 });
    expect(rated(town())).toMatchObject({ ratingValue: 5, reviewCount: 130 });
    expect(rated(town(null))).toBeUndefined();
    expect(ofType(town(null), 'HousePainter')).toBeDefined();
  });

  it('states its breadcrumb trail, ending at the page itself', () => {
    expect(ofType(town(), 'BreadcrumbList')).toEqual({
      '@type': 'BreadcrumbList',
      '@id': `${url}#breadcrumb`,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Painting in Sampleton', item: url },
      ],
    });
    expect(ofType(page(), 'BreadcrumbList')).toBeUndefined();
  });

  it("reads the trail from whichever opening section keeps one, with the page's short name", () => {
    const names = (doc: PageDocument) =>
      (ofType(doc, 'BreadcrumbList')?.itemListElement as { name: string }[]).map((i) => i.name);
    const [hero] = town().sections as [Extract<PageDocument['sections'][number], { type: 'hero' }>];
    expect(names({ ...town(), sections: [{ ...hero, breadcrumbCurrent: 'Sampleton' }] })).toEqual([
      'Home',
      'Sampleton',
    ]);
    const trail = [
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/#services' },
    ];
    const servicePage: PageDocument = {
      ...page(),
      sections: [
        { type: 'hero', headline: 'No trail here' },
        { type: 'breadcrumb', items: trail, current: 'Interior Painting' },
      ],
    };
    expect(names(servicePage)).toEqual(['Home', 'Services', 'Interior Painting']);
  });

  it('names only its short path, whichever alias it is shown at', () => {
    const text = JSON.stringify(buildJsonLd(site, town()));
    expect(text).not.toContain('township');
    expect(ofType(town(), 'WebPage')?.url).toBe(url);
  });
});
