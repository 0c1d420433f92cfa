import styled from 'styled-components';
import { HeadedSection } from '../../ui/HeadedSection.tsx';
import type { NeighborhoodChipsSection } from '../../generated/content.ts';
import { PinIcon } from '../../ui/icons.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.45rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.navy};
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.color.goldDark};
  }
`;

/** The neighbourhoods served in a town, as a strip of chips. */
export function NeighborhoodChips({ section }: { section: NeighborhoodChipsSection }) {
  return (
    <HeadedSection section={section} tone="alt">
      <Chips>
        {section.neighborhoods.map((name) => (
          <Chip key={name}>
            <PinIcon width={16} height={16} />
            {keepTogether(name)}
          </Chip>
        ))}
      </Chips>
    </HeadedSection>
  );
}
