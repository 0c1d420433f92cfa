import type {
  AggregateRating,
  GeoCircle,
  Graph,
  HousePainter,
  OfferCatalog,
  OpeningHoursSpecification,
  Organization,
  Place,
  PostalAddress,
  WebPage,
  WebSite,
  DayOfWeek,
} from 'schema-dts';
import type { BusinessData, PageDocument, SiteDocument } from '../generated/content.ts';

export const absoluteUrl = (site: SiteDocument, path: string) =>
  path === '/' ? `${site.siteUrl}/` : `${site.siteUrl}${path}`;

const ids = (site: SiteDocument) => ({
  organization: `${site.siteUrl}/#organization`,
  website: `${site.siteUrl}/#website`,
});

export function postalAddress(site: SiteDocument, business?: BusinessData): PostalAddress {
  const postalCode = business?.postalCode ?? site.address.postalCode;
  return {
    '@type': 'PostalAddress',
    addressLocality: business?.locality ?? site.address.locality,
    addressRegion: site.address.region,
    addressCountry: site.address.country,
    ...(postalCode ? { postalCode } : {}),
  };
}

function openingHours(site: SiteDocument): OpeningHoursSpecification[] {
  return site.hours
    .filter((row) => !row.closed && row.opens && row.closes)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days.map((day) => `https://schema.org/${day}` as DayOfWeek),
      opens: row.opens!,
      closes: row.closes!,
    }));
}

function organization(site: SiteDocument): Organization {
  return {
    '@type': 'Organization',
    '@id': ids(site).organization,
    name: site.brand.name,
    url: `${site.siteUrl}/`,
    logo: absoluteUrl(site, site.brand.logo),
    telephone: site.contact.phoneE164,
    email: site.contact.email,
    address: postalAddress(site),
  };
}

type ServiceArea = GeoCircle | Place;

function serviceArea(business: BusinessData): ServiceArea | ServiceArea[] | undefined {
  const circle: GeoCircle | undefined = business.serviceRadiusMeters
    ? {
        '@type': 'GeoCircle',
        ...(business.geo ? { geoMidpoint: { '@type': 'GeoCoordinates', ...business.geo } } : {}),
        geoRadius: business.serviceRadiusMeters,
      }
    : undefined;
  const places = (business.areaServed ?? []).map((name): Place => ({ '@type': 'Place', name }));
  const areas: ServiceArea[] = [...(circle ? [circle] : []), ...places];
  return areas.length === 1 ? areas[0] : areas.length > 1 ? areas : undefined;
}

function offerCatalog(site: SiteDocument, offers: readonly string[]): OfferCatalog {
  return {
    '@type': 'OfferCatalog',
    name: `${site.brand.name} services`,
    itemListElement: offers.map((name) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name },
    })),
  };
}

const aggregateRating = (rating: NonNullable<BusinessData['rating']>): AggregateRating => ({
  '@type': 'AggregateRating',
  ratingValue: rating.value,
  reviewCount: rating.count,
  bestRating: 5,
});

export function housePainter(
  site: SiteDocument,
  page: PageDocument,
  business: BusinessData,
): HousePainter {
  const area = serviceArea(business);
  return {
    '@type': 'HousePainter',
    '@id': `${absoluteUrl(site, page.path)}#business`,
    name: site.brand.name,
    image: absoluteUrl(site, page.meta.ogImage ?? site.brand.logo),
    url: absoluteUrl(site, page.path),
    telephone: site.contact.phoneE164,
    email: site.contact.email,
    address: postalAddress(site, business),
    openingHoursSpecification: openingHours(site),
    parentOrganization: { '@id': ids(site).organization },
    ...(business.description ? { description: business.description } : {}),
    ...(business.geo ? { geo: { '@type': 'GeoCoordinates', ...business.geo } } : {}),
    ...(business.priceRange ? { priceRange: business.priceRange } : {}),
    ...(area ? { areaServed: area } : {}),
    ...(business.offers?.length ? { hasOfferCatalog: offerCatalog(site, business.offers) } : {}),
    ...(business.rating ? { aggregateRating: aggregateRating(business.rating) } : {}),
  };
}

/** The page's JSON-LD: the site's organisation and website, this page, and what the page adds. */
export function buildJsonLd(site: SiteDocument, page: PageDocument): Graph {
  const url = absoluteUrl(site, page.meta.canonicalPath ?? page.path);
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': ids(site).website,
    name: site.brand.name,
    url: `${site.siteUrl}/`,
    publisher: { '@id': ids(site).organization },
  };
  const webPage: WebPage = {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.meta.title,
    description: page.meta.description,
    isPartOf: { '@id': ids(site).website },
  };
  const business = page.meta.structuredData?.business;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization(site),
      website,
      webPage,
      ...(business ? [housePainter(site, page, business)] : []),
    ],
  };
}
