import styled from 'styled-components';
import { Head } from '../seo/Head.tsx';
import { Container } from '../ui/Container.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { useSite } from '../content/SiteContext.tsx';

const Body = styled(Container)`
  padding-block: clamp(3rem, 8vw, 6rem);
  h1 {
    margin-top: 0;
    color: ${({ theme }) => theme.color.navy};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1.5rem;
    padding: 0;
    list-style: none;
  }
`;

export function NotFoundPage() {
  const { site } = useSite();
  return (
    <Body>
      <Head title={`Page Not Found | ${site.brand.name}`} noindex />
      <h1>Page not found</h1>
      <p>
        The page you asked for does not exist or has moved. Try one of these pages, or call us at{' '}
        <a href={`tel:${site.contact.phoneE164}`}>{site.contact.phoneDisplay}</a>.
      </p>
      <nav aria-label="Suggested pages">
        <ul>
          {[...site.nav, ...site.footer.legalLinks].map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href}>{link.label}</SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    </Body>
  );
}
