/**
 * The page `npm run new:town` writes: the shape every town page shares (hero, trust badges,
 * recent projects, intro, services, calls to action, the shared process and reasons fragments,
 * testimonials; a sidebar with the estimate box, the shared services box and FAQs), with the
 * town's name, ZIP and slug filled in and every text only the author can write left as a
 * "TODO(author): …" placeholder saying what to write. It is a draft until the author is done.
 */
import type {
  FragmentReference,
  PageFile,
  Section,
  SectionItem,
} from '../../../src/generated/content.ts';
import metaSchema from '../../../schemas/defs/meta.schema.json' with { type: 'json' };
import heroSchema from '../../../schemas/sections/hero.schema.json' with { type: 'json' };
import { PLACEHOLDER_MARKER, CONTENT_VERSION } from '../../../content/index.ts';

export interface TownRequest {
  name: string;
  zip: string;
  slug: string;
  /** Background video of the hero: an https:// address or storage:<bucket>/<file>. */
  video?: string;
}

/** A town page's address, as every town page has it. */
export const townPath = (slug: string) => `/interior-painting/${slug}-nj`;

// The limits are the schemas' own, read from them so they are written once.
const TITLE = metaSchema.properties.title;
const DESCRIPTION = metaSchema.properties.description;
const MAX_BREADCRUMB = heroSchema.properties.breadcrumbCurrent.maxLength;
/** A heading's limit: the hero's headline's, as every heading's (h1-h3) in the schemas. */
const MAX_HEADING = heroSchema.properties.headline.maxLength;
const todo = (what: string) => `${PLACEHOLDER_MARKER} ${what}`;
/**
 * A heading's placeholder: `what`, with the town's name, or `general` where a long name would take
 * it past a heading's limit, so the draft stays valid whatever the name.
 */
const headingTodo = (what: string, general: string) =>
  todo(what).length <= MAX_HEADING ? todo(what) : todo(general);
const estimate = (label: string) => ({ label, intent: 'estimate' as const });

function hero({ name, video }: TownRequest): Section {
  const image = {
    src: '/Assets/art/hero-home.svg',
    alt: 'Illustration of a navy two-storey house with white trim and a red door',
  };
  return {
    type: 'hero',
    variant: 'fullscreen',
    // A town name too long for a breadcrumb label falls back to the headline.
    ...(`${name}, NJ`.length <= MAX_BREADCRUMB ? { breadcrumbCurrent: `${name}, NJ` } : {}),
    breadcrumb: [{ label: 'Home', href: '/' }],
    eyebrow: `${name}, NJ Painting Contractor`,
    headline: headingTodo(
      `the main heading: what ${name} homeowners get (under 12 words)`,
      'the main heading: what local homeowners get (under 12 words)',
    ),
    subtitle: todo(
      `one or two sentences on ${name}'s homes and the work you do there (about 30 words)`,
    ),
    actions: [estimate('Get Your Free Estimate')],
    showPhone: true,
    image,
    ...(video ? { video: { src: video, poster: image } } : {}),
  };
}

interface Project {
  art: string;
  category: string;
  what: string;
}

const projectArt: [Project, ...Project[]] = [
  { art: 'cabinet', category: 'Cabinet Work', what: 'kitchen cabinets' },
  { art: 'staircase', category: 'Interior Painting', what: 'staircase' },
  { art: 'fireplace', category: 'Interior Painting', what: 'fireplace and walls' },
];

function recentProjects(name: string): Section {
  return {
    type: 'beforeAfterGallery',
    layout: 'cards',
    heading: `Recent Projects in ${name}`,
    projects: projectArt.map(({ art, category, what }, index) => ({
      title: headingTodo(
        `title of project ${index + 1} in ${name} (under 6 words)`,
        `title of project ${index + 1} (under 6 words)`,
      ),
      category,
      description: todo(
        `what the ${what} looked like before, what you did and how it turned out, for a ${name} client (about 45 words)`,
      ),
      beforeImage: { src: `/Assets/art/${art}-before.svg`, alt: `The ${what} before painting` },
      afterImage: { src: `/Assets/art/${art}-after.svg`, alt: `The ${what} after painting` },
    })),
  };
}

function intro(name: string): Section {
  const topics: [string, ...string[]] = [
    `${name}'s houses: their age, styles and what their surfaces need`,
    `the people you paint for in ${name} and how you work around them`,
    `${name}'s neighbourhoods, landmarks, seasons and typical project times`,
  ];
  return {
    type: 'richText',
    heading: headingTodo(
      `the intro's heading, about painting in ${name} (under 10 words)`,
      `the intro's heading, about painting in this town (under 10 words)`,
    ),
    blocks: topics.map((topic, index) => ({
      kind: 'paragraph' as const,
      text: todo(`intro paragraph ${index + 1}, in your own words: ${topic} (about 110 words)`),
    })),
  };
}

interface Service {
  title: string;
  icon: 'interior' | 'exterior' | 'cabinet' | 'commercial';
}

const services: [Service, ...Service[]] = [
  { title: 'Interior Painting', icon: 'interior' },
  { title: 'Exterior Painting', icon: 'exterior' },
  { title: 'Cabinet Refinishing', icon: 'cabinet' },
  { title: 'Commercial Painting', icon: 'commercial' },
];

function serviceCards(name: string): Section {
  return {
    type: 'serviceCards',
    heading: `Painting Services for ${name} Properties`,
    cards: services.map(({ title, icon }) => ({
      title,
      icon,
      description: todo(
        `${title.toLowerCase()} for ${name} homes and what sets it apart there (about 25 words)`,
      ),
    })),
  };
}

function callToAction(name: string, which: string, label: string, showPhone: boolean): Section {
  return {
    type: 'callToAction',
    heading: headingTodo(
      `the ${which} call to action's heading, for ${name} (under 10 words)`,
      `the ${which} call to action's heading (under 10 words)`,
    ),
    text: todo(
      `the ${which} call to action: one or two sentences inviting ${name} homeowners to ask for an estimate (about 30 words)`,
    ),
    actions: [estimate(label)],
    ...(showPhone ? { showPhone } : {}),
  };
}

function testimonials(name: string): Section {
  return {
    type: 'testimonialCarousel',
    heading: `${name} Clients in Their Own Words`,
    autoAdvanceMs: 5000,
    transitionMs: 500,
    testimonials: [1, 2, 3].map((number) => ({
      name: todo(`client ${number}'s first name and initial`),
      role: todo(`client ${number}'s role, e.g. Homeowner`),
      location: `${name}, NJ`,
      text: todo(
        `what client ${number} in ${name} said about the work, in their words (about 40 words)`,
      ),
      rating: 5,
    })),
  };
}

function sidebar({ name, zip }: TownRequest): SectionItem[] {
  return [
    {
      type: 'sidebarBox',
      variant: 'highlight',
      heading: `Free Estimate in ${name}`,
      text: todo(
        `one sentence offering a free, written estimate at a ${name} home (about 25 words)`,
      ),
      action: estimate('Get Your Free Estimate'),
      showPhone: true,
      showEmail: true,
      address: `${name}, NJ ${zip}`,
    },
    { type: 'sidebarBox', fragment: 'town-sidebar-services' } satisfies FragmentReference,
    {
      type: 'faq',
      heading: `${name} Painting FAQs`,
      items: [1, 2, 3, 4, 5, 6].map((number) => ({
        question: todo(`question ${number} that ${name} homeowners ask (under 15 words)`),
        answer: todo(`the answer to question ${number}, specific to ${name} (about 40 words)`),
      })),
    },
  ];
}

export function townScaffold(request: TownRequest, brand: string): PageFile {
  const { name, zip, slug } = request;
  const title = `Interior Painting in ${name}, NJ | ${brand}`;
  return {
    $schema: '../../schemas/page.schema.json',
    schemaVersion: CONTENT_VERSION,
    path: townPath(slug),
    draft: true,
    estimateForm: 'dialog',
    meta: {
      title:
        title.length <= TITLE.maxLength
          ? title
          : todo(`page title, at most ${TITLE.maxLength} characters`),
      description: todo(
        `the search result snippet: what you paint in ${name}, for whom (${DESCRIPTION.minLength}-${DESCRIPTION.maxLength} characters)`,
      ),
      keywords: [
        `${name} NJ painters`,
        `interior painting ${name} NJ`,
        `exterior painting ${name} NJ`,
        `cabinet refinishing ${name} NJ`,
      ],
      structuredData: {
        business: {
          description: todo(`one sentence describing your business in ${name} for search engines`),
          locality: name,
          postalCode: zip,
          priceRange: '$$',
          serviceRadiusMeters: 15000,
          offers: [
            'Residential Painting',
            'Commercial Painting',
            'Interior Painting',
            'Exterior Painting',
            'Cabinet Refinishing',
          ],
        },
      },
    },
    listing: {
      group: 'town',
      label: name,
      card: {
        name,
        zipCode: zip,
        description: todo(
          `one or two sentences for ${name}'s card on the services page (about 25 words)`,
        ),
        highlights: [1, 2, 3].map((number) =>
          todo(`specialty ${number} in ${name} (2-4 words)`),
        ) as [string, string, string],
      },
    },
    sections: [
      hero(request),
      {
        type: 'trustBadges',
        badges: [
          { icon: 'shield', label: 'Licensed & Insured' },
          { icon: 'star', label: '5-Star Rated' },
          { icon: 'award', label: 'Quality Guaranteed' },
          { icon: 'clock', label: 'On-Time Service' },
        ],
      },
      recentProjects(name),
      intro(name),
      serviceCards(name),
      callToAction(name, 'first', 'Request Your Free Estimate', false),
      { type: 'processSteps', fragment: 'town-process-steps' } satisfies FragmentReference,
      {
        type: 'reasons',
        fragment: 'town-reasons',
        heading: `Why ${name} Homeowners Choose Us`,
      } satisfies FragmentReference,
      callToAction(name, 'second', 'Schedule Your Free Consultation', true),
      testimonials(name),
      // Every other town until the author names the nearest ones in "nearby".
      { type: 'townLinks', heading: 'Other Towns We Serve' },
    ],
    sidebar: sidebar(request),
  };
}
