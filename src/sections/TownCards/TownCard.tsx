import styled from 'styled-components';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import type { ListingEntry } from '../../shared/listings.ts';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.gold};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0;
  }
`;

const Zip = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
  font-weight: 600;
  letter-spacing: 0.04em;
`;

const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.navy};
    font-size: 0.9rem;
  }
`;

const Arrow = styled(ArrowRightIcon)`
  width: 1em;
  height: 1em;
  margin-left: 0.3em;
  vertical-align: -0.125em;
`;

const ViewLink = styled(SmartLink)`
  margin-top: auto;
  padding-top: 0.5rem;
  font-weight: 700;
`;

interface TownCardProps {
  entry: ListingEntry;
  linkLabel: string;
}

/** One town: name, ZIP, description, three specialties and a link to its page. */
export function TownCard({ entry, linkLabel }: TownCardProps) {
  const { card } = entry;
  const name = card?.name ?? entry.label;
  return (
    <Card>
      <h3>{name}</h3>
      {card && (
        <>
          <Zip>ZIP {card.zipCode}</Zip>
          <p>{keepTogether(card.description)}</p>
          <Highlights aria-label={`Specialties in ${name}`}>
            {card.highlights.map((highlight) => (
              <li key={highlight}>{keepTogether(highlight)}</li>
            ))}
          </Highlights>
        </>
      )}
      <ViewLink href={entry.href}>
        {linkLabel} <span className="visually-hidden">in {name}</span>
        <Arrow />
      </ViewLink>
    </Card>
  );
}
