import styled from 'styled-components';
import type { HeroSection, ServiceCard, ServiceCardsSection } from '../generated/content.ts';
import { Hero } from '../sections/Hero/Hero.tsx';
import { ServiceCards } from '../sections/ServiceCards/ServiceCards.tsx';
import { Head } from '../seo/Head.tsx';
import { Container } from '../ui/Container.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { useSite } from '../data/SiteContext.tsx';

/** What a visitor finds behind each main page, for the recovery cards. */
const DESTINATIONS: Readonly<Record<string, string>> = {
  '/': 'Start again from the home page: our services, recent projects and reviews.',
  '/services':
    'Interior and exterior painting, cabinet refinishing and color consultation, town by town.',
  '/gallery': 'Before-and-after pictures of recent projects from homes like yours.',
  '/testimonials': 'What homeowners and property managers say about working with us.',
  '/about': 'Who we are, how we work and why homeowners choose us.',
  '/contact': 'Call, e-mail or send a message, and see our business hours.',
};

const hero: HeroSection = {
  type: 'hero',
  variant: 'compact',
  headline: 'Page not found',
  subtitle:
    'The page you asked for does not exist or has moved. One of these pages will take you on, or call us and we will help.',
  actions: [{ label: 'Request Your Free Estimate', intent: 'estimate' }],
  showPhone: true,
};

const Legal = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.section};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Unknown addresses: the site's compact hero, then cards for the main pages and legal links. */
export function NotFoundPage() {
  const { site } = useSite();
  const cards = site.nav.flatMap((link): ServiceCard[] =>
    DESTINATIONS[link.href]
      ? [{ title: link.label, description: DESTINATIONS[link.href]!, href: link.href }]
      : [],
  );
  const suggestions: ServiceCardsSection = {
    type: 'serviceCards',
    heading: 'Where would you like to go?',
    cards: cards as ServiceCardsSection['cards'],
  };
  return (
    <>
      <Head title={`Page Not Found | ${site.brand.name}`} noindex />
      <Hero section={hero} />
      <ServiceCards section={suggestions} />
      <Legal as="nav" aria-label="Legal pages">
        <ul>
          {site.footer.legalLinks.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href}>{link.label}</SmartLink>
            </li>
          ))}
        </ul>
      </Legal>
    </>
  );
}
