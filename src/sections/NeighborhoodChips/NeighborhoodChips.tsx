import { useId } from 'react';
import styled from 'styled-components';
import type { NeighborhoodChipsSection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { PinIcon } from '../../ui/icons.tsx';
import { SectionIntro } from '../../ui/SectionIntro.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';

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
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} $tone="alt" aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{section.heading}</h2>
        {section.intro && <SectionIntro>{section.intro}</SectionIntro>}
        <Chips>
          {section.neighborhoods.map((name) => (
            <Chip key={name}>
              <PinIcon width={16} height={16} />
              {name}
            </Chip>
          ))}
        </Chips>
      </Container>
    </SectionShell>
  );
}
