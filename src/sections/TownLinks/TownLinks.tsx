import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { TownLinksSection } from '../../generated/content.ts';
import type { ListingEntry } from '../../shared/listings.ts';
import { usePageListings } from '../../data/PageDataContext.tsx';
import { HeadedSection } from '../../ui/HeadedSection.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { PinIcon } from '../../ui/icons.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12.5rem), 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TownLink = styled(SmartLink)`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  padding: 0.6rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.navy};
  font-weight: 700;
  text-decoration: none;
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.goldDark};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.goldDark};
    text-decoration: underline;
  }
`;

const Zip = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
  font-weight: 600;
`;

/** The town pages to list: the ones named in `nearby`, in that order, or every other town page. */
function townsFor(section: TownLinksSection, listings: readonly ListingEntry[], current: string) {
  const towns = listings.filter((entry) => entry.group === 'town');
  if (!section.nearby) return towns.filter((entry) => entry.path !== current);
  return section.nearby.flatMap((path) => towns.filter((entry) => entry.path === path));
}

/** Links to town pages by name and ZIP: every town, or the ones near this page's town. */
export function TownLinks({ section }: { section: TownLinksSection }) {
  const towns = townsFor(section, usePageListings(), useLocation().pathname);
  // A public page never shows an empty list; the validator reports a section that would be one.
  if (towns.length === 0) return null;
  return (
    <HeadedSection section={section}>
      <List>
        {towns.map((entry) => (
          <li key={entry.path}>
            <TownLink href={entry.href}>
              <PinIcon width={18} height={18} />
              {keepTogether(entry.card?.name ?? entry.label)}
              {/* A space, so the name and its ZIP are read as two words. */}
              {entry.card && <Zip> {entry.card.zipCode}</Zip>}
            </TownLink>
          </li>
        ))}
      </List>
    </HeadedSection>
  );
}
