import styled from 'styled-components';
import type { Link } from '../../generated/content.ts';
import { useSite, useSitePageLinks } from '../../data/SiteContext.tsx';
import {
  hicRegistration,
  hicRegistrationLabel,
  socialLinks,
  type SocialLink,
} from '../../data/siteFacts.ts';
import { Container } from '../../ui/Container.tsx';
import { EmailAddress } from '../../ui/EmailAddress.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from '../../ui/icons.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Shell = styled.footer`
  background: ${({ theme }) => theme.color.navy};
  /* One muted colour for every secondary text, links included; only names and headings are bright. */
  color: ${({ theme }) => theme.color.onDarkMuted};
  padding-top: 3.5rem;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.onDark};
    text-decoration: underline;
  }
  h2 {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.color.onDark};
    font-size: 1.1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.55rem;
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const BrandName = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.color.onDark};
  font: 700 1.4rem/1.2 ${({ theme }) => theme.font.heading};
`;

const Social = styled.ul`
  && {
    display: flex;
    gap: 0.75rem;
    margin-top: 1.25rem;
  }
  li {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
  }
  /* Only a real profile link looks and acts like a control; a placeholder is a plain mark. */
  li > a {
    display: grid;
    place-items: center;
    width: 100%;
    height: 100%;
    border: 1px solid ${({ theme }) => theme.color.onDarkMuted};
    border-radius: 50%;
  }
  li > a:hover {
    border-color: ${({ theme }) => theme.color.onDark};
  }
`;

/** Many towns: two columns of links, the column spanning two tracks where there is room. */
const ServiceArea = styled.nav`
  @media (min-width: 900px) {
    grid-column: span 2;
  }
  && ul {
    display: block;
    columns: 2;
    column-gap: 1.5rem;
  }
  && li {
    break-inside: avoid;
    margin-bottom: 0.55rem;
  }
`;

const Registration = styled.p`
  margin: 1rem 0 0;
  font-size: 0.9rem;
`;

const ContactItem = styled.li`
  display: flex;
  gap: 0.6rem;
  align-items: center;
  svg {
    flex-shrink: 0;
  }
`;

const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  p {
    margin: 0;
  }
  margin-top: 3rem;
  padding-block: 1.5rem;
  border-top: 1px solid
    color-mix(in srgb, ${({ theme }) => theme.color.onDarkMuted} 30%, transparent);
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 1.25rem;
  }
`;

function LinkList({ links }: { links: readonly Link[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href}>{link.label}</SmartLink>
        </li>
      ))}
    </ul>
  );
}

const socialName = (network: string) => network[0]?.toUpperCase() + network.slice(1);

/** A profile link when site.json names the profile; otherwise a named placeholder without a target. */
function SocialItem({ network, url }: SocialLink) {
  const name = socialName(network);
  if (url)
    return (
      <li>
        <a href={url} rel="me noopener noreferrer" target="_blank">
          <SocialIcon network={network} />
          <span className="visually-hidden">{`${name} (opens in a new tab)`}</span>
        </a>
      </li>
    );
  return (
    <li>
      <SocialIcon network={network} />
      <span className="visually-hidden">{name}</span>
    </li>
  );
}

export function Footer() {
  const { site } = useSite();
  const { serviceLinks, townLinks } = useSitePageLinks();
  const serviceArea = site.footer.serviceArea;
  const social = socialLinks(site);
  const registration = hicRegistration(site);
  const anyProfile = social.some((item) => item.url);
  return (
    <Shell>
      <Columns>
        <div>
          <BrandName>{site.brand.name}</BrandName>
          <p>{keepTogether(site.footer.blurb)}</p>
          <Social
            aria-label={
              anyProfile ? 'Social media profiles' : 'Social media profiles (coming soon)'
            }
          >
            {social.map((item) => (
              <SocialItem key={item.network} {...item} />
            ))}
          </Social>
          {registration && <Registration>{hicRegistrationLabel(registration)}</Registration>}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <LinkList links={site.footer.quickLinks} />
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Our Services</h2>
          <LinkList links={serviceLinks} />
        </nav>
        {serviceArea && townLinks.length > 0 && (
          <ServiceArea aria-labelledby="footer-service-area">
            <h2 id="footer-service-area">{serviceArea.heading}</h2>
            <LinkList
              links={[...townLinks.slice(0, serviceArea.limit ?? 24), serviceArea.allLink]}
            />
          </ServiceArea>
        )}
        <div>
          <h2>Contact Us</h2>
          <ul>
            <ContactItem>
              <PinIcon /> {site.contact.location}
            </ContactItem>
            <ContactItem>
              <PhoneIcon />
              <a href={`tel:${site.contact.phoneE164}`}>
                {keepTogether(site.contact.phoneDisplay)}
              </a>
            </ContactItem>
            <ContactItem>
              <MailIcon />
              <a href={`mailto:${site.contact.email}`}>
                <EmailAddress address={site.contact.email} />
              </a>
            </ContactItem>
          </ul>
        </div>
      </Columns>
      <Bottom>
        <p>
          {/* The build's year; the browser puts in the visitor's (client/behaviors/currentYear.ts). */}
          ©{' '}
          <span data-testid="copyright-year" data-current-year="">
            {__BUILD_YEAR__}
          </span>{' '}
          {site.brand.name}. All rights reserved.
        </p>
        <nav aria-label="Legal">
          <LinkList links={site.footer.legalLinks} />
        </nav>
      </Bottom>
    </Shell>
  );
}
