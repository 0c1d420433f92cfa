import styled from 'styled-components';
import type { SitemapIndexSection } from '../../generated/content.ts';
import { usePageListings } from '../../content/PageDataContext.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';

const Groups = styled.div`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  h2 {
    font-size: 1.4rem;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  li + li {
    margin-top: 0.4rem;
  }
`;

export function SitemapIndex({ section }: { section: SitemapIndexSection }) {
  const listings = usePageListings();
  return (
    <SectionShell id={section.anchor} aria-label={section.heading ?? 'Site pages'}>
      <Container>
        {section.heading && <h2>{section.heading}</h2>}
        <Groups>
          {section.groups.map((group) => {
            const entries = listings.filter((entry) => entry.group === group.group);
            // An empty group is left out (the validator warns), never shown as a placeholder.
            if (entries.length === 0) return null;
            const headingId = `sitemap-${group.group}`;
            return (
              <nav key={group.group} aria-labelledby={headingId}>
                <h2 id={headingId}>{group.heading}</h2>
                <ul>
                  {entries.map((entry) => (
                    <li key={entry.path}>
                      <SmartLink href={entry.href}>{entry.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          })}
        </Groups>
      </Container>
    </SectionShell>
  );
}
