import styled from 'styled-components';
import type { SitemapIndexSection } from '../../generated/content.ts';
import { usePageListings } from '../../data/PageDataContext.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';

const Groups = styled.div`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  :is(h2, h3) {
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

/**
 * One navigation landmark for the whole index, its groups as headed lists: a landmark per group
 * would repeat names the frame already uses (the footer's "Legal", say).
 */
export function SitemapIndex({ section }: { section: SitemapIndexSection }) {
  const listings = usePageListings();
  return (
    <SectionShell id={section.anchor}>
      <Container>
        <nav aria-label={section.heading ?? 'Site pages'}>
          {section.heading && <h2>{section.heading}</h2>}
          <Groups>
            {section.groups.map((group) => {
              const entries = listings.filter((entry) => entry.group === group.group);
              // An empty group is left out (the validator warns), never shown as a placeholder.
              if (entries.length === 0) return null;
              const GroupHeading = section.heading ? 'h3' : 'h2';
              return (
                <div key={group.group}>
                  <GroupHeading>{group.heading}</GroupHeading>
                  <ul>
                    {entries.map((entry) => (
                      <li key={entry.path}>
                        <SmartLink href={entry.href}>{entry.label}</SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </Groups>
        </nav>
      </Container>
    </SectionShell>
  );
}
