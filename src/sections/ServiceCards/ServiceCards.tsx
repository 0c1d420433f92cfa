import { useId } from 'react';
import styled from 'styled-components';
import type { ServiceCardsSection } from '../../generated/content.ts';
import { ActionButton } from '../../forms/ActionButton.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionIntro } from '../../ui/SectionIntro.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { ServiceCardItem } from './ServiceCardItem.tsx';
import { CardGrid } from '../../ui/CardGrid.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Grid = styled(CardGrid).attrs({ $min: '250px' })``;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 1rem;
  margin-top: 2.5rem;
`;

/** A grid of service cards, each a link to its page, with optional buttons underneath. */
export function ServiceCards({ section }: { section: ServiceCardsSection }) {
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{keepTogether(section.heading)}</h2>
        {section.intro && <SectionIntro>{keepTogether(section.intro)}</SectionIntro>}
        <Grid>
          {section.cards.map((card) => (
            <ServiceCardItem key={card.href + card.title} card={card} />
          ))}
        </Grid>
        {section.actions && (
          <Actions>
            {section.actions.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
          </Actions>
        )}
      </Container>
    </SectionShell>
  );
}
