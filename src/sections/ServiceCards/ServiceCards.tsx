import styled from 'styled-components';
import type { ServiceCardsSection } from '../../generated/content.ts';
import { ActionButton } from '../../forms/ActionButton.tsx';
import { HeadedSection } from '../../ui/HeadedSection.tsx';
import { ServiceCardItem } from './ServiceCardItem.tsx';
import { CardGrid } from '../../ui/CardGrid.tsx';

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
  return (
    <HeadedSection section={section}>
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
    </HeadedSection>
  );
}
