import { useId } from 'react';
import styled from 'styled-components';
import type { StatsSection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { StatCardsIsland } from '../../ui/StatCards/StatCards.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space.section};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.color.navy},
    ${({ theme }) => theme.color.navyLight}
  );
  color: ${({ theme }) => theme.color.onDark};
  h2 {
    margin: 0 0 2rem;
    font-size: clamp(1.6rem, 3.5vw, 2.3rem);
    text-align: center;
  }
`;

/** A navy band of stat cards whose numbers count up as they scroll into view. */
export function Stats({ section }: { section: StatsSection }) {
  const headingId = useId();
  return (
    <Band id={section.anchor} aria-labelledby={section.heading ? headingId : undefined}>
      <Container>
        {section.heading && <h2 id={headingId}>{keepTogether(section.heading)}</h2>}
        <StatCardsIsland stats={section.stats} tone="dark" />
      </Container>
    </Band>
  );
}
