import type {
  AggregateRating,
  Credential,
  BreadcrumbList,
  GeoCircle,
  GeoCoordinates,
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
import type {
  AggregateRatingInput,
  BusinessData,
  Link,
  PageDocument,
  SiteDocument,
} from '../generated/content.ts';

import { hicRegistration, socialLinks } from '../data/siteFacts.ts';
import { sectionTrails } from '../generated/sectionTypes.ts';
import { absoluteUrl } from '../shared/absoluteUrl.ts';

export { absoluteUrl };

/** The page's one address: its canonical path, never an alias it is also shown at. */
const canonicalUrl = (site: SiteDocument, page: PageDocument) =>
  absoluteUrl(site, page.meta.canonicalPath ?? page.path);

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

/**
 * The NJ Home Improvement Contractor registration, and the social profiles, as facts stated about
 * the business; a registration still a placeholder in site.json is not stated at all.
 */
function trustFacts(site: SiteDocument): { hasCredential?: Credential; sameAs?: string[] } {
  const number = hicRegistration(site);
  const profiles = socialLinks(site).flatMap((item) => (item.url ? [item.url] : []));
  return {
    ...(number
      ? {
          hasCredential: {
            '@type': 'EducationalOccupationalCredential',
            name: 'New Jersey Home Improvement Contractor Registration',
            credentialCategory: 'license',
            identifier: number,
            recognizedBy: {
              '@type': 'GovernmentOrganization',
              name: 'New Jersey Division of Consumer Affairs',
            },
          },
        }
      : {}),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
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
    ...trustFacts(site),
  };
}

type ServiceArea = GeoCircle | Place;

/**
 * A circle of `serviceRadiusMeters` around the page's coordinates when it gives them, else around
 * its town's postal address, plus any named places.
 */
function serviceArea(
  site: SiteDocument,
  business: BusinessData,
): ServiceArea | ServiceArea[] | undefined {
  const midpoint: GeoCoordinates = business.geo
    ? { '@type': 'GeoCoordinates', ...business.geo }
    : { '@type': 'GeoCoordinates', address: postalAddress(site, business) };
  const circle: GeoCircle | undefined = business.serviceRadiusMeters
    ? { '@type': 'GeoCircle', geoMidpoint: midpoint, geoRadius: business.serviceRadiusMeters }
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

/** The page's own rating; absent, the site-wide one; null, none at all. */
function aggregateRating(site: SiteDocument, business: BusinessData): AggregateRating | undefined {
  const rating: AggregateRatingInput | null | undefined =
    business.rating === undefined ? site.rating : business.rating;
  if (!rating) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: rating.value,
    reviewCount: rating.count,
    bestRating: 5,
  };
}

export function housePainter(
  site: SiteDocument,
  page: PageDocument,
  business: BusinessData,
): HousePainter {
  const area = serviceArea(site, business);
  const rating = aggregateRating(site, business);
  return {
    '@type': 'HousePainter',
    '@id': `${canonicalUrl(site, page)}#business`,
    name: site.brand.name,
    image: absoluteUrl(site, page.meta.ogImage ?? site.brand.logo),
    url: canonicalUrl(site, page),
    telephone: site.contact.phoneE164,
    email: site.contact.email,
    address: postalAddress(site, business),
    openingHoursSpecification: openingHours(site),
    parentOrganization: { '@id': ids(site).organization },
    ...trustFacts(site),
    ...(business.description ? { description: business.description } : {}),
    ...(business.geo ? { geo: { '@type': 'GeoCoordinates', ...business.geo } } : {}),
    ...(business.priceRange ? { priceRange: business.priceRange } : {}),
    ...(area ? { areaServed: area } : {}),
    ...(business.offers?.length ? { hasOfferCatalog: offerCatalog(site, business.offers) } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/**
 * The trail the page shows, ending at the page: read from the first section whose type keeps one
 * (its schema's "sectionTrail" names the fields) and has it set.
 */
function pageTrail(page: PageDocument): { trail: readonly Link[]; current: string } | undefined {
  for (const section of page.sections) {
    const where = sectionTrails[section.type];
    if (!where) continue;
    const fields = section as unknown as Record<string, unknown>;
    const trail = fields[where.links] as readonly Link[] | undefined;
    const current = where.current.map((field) => fields[field]).find((name) => name);
    if (trail && typeof current === 'string') return { trail, current };
  }
  return undefined;
}

export function breadcrumbList(site: SiteDocument, page: PageDocument): BreadcrumbList | undefined {
  const shown = pageTrail(page);
  if (!shown) return undefined;
  const url = canonicalUrl(site, page);
  const items = [
    ...shown.trail.map((link) => ({
      name: link.label,
      // Trail links are site paths (validated); an in-page link names the page it leads into.
      item: link.href.startsWith('/') ? absoluteUrl(site, link.href) : link.href,
    })),
    { name: shown.current, item: url },
  ];
  return {
    '@type': 'BreadcrumbList',
    '@id': `${url}#breadcrumb`,
    itemListElement: items.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...entry,
    })),
  };
}

/** The page's JSON-LD: the site's organisation and website, this page, and what the page adds. */
export function buildJsonLd(site: SiteDocument, page: PageDocument): Graph {
  const url = canonicalUrl(site, page);
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
  const breadcrumbs = breadcrumbList(site, page);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization(site),
      website,
      webPage,
      ...(business ? [housePainter(site, page, business)] : []),
      ...(breadcrumbs ? [breadcrumbs] : []),
    ],
  };
}
