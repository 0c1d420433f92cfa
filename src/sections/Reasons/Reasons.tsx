import styled from 'styled-components';
import { HeadedSection } from '../../ui/HeadedSection.tsx';
import type { ReasonsSection } from '../../generated/content.ts';
import { BadgeIcon } from '../../ui/BadgeIcon.tsx';
import { CardGrid } from '../../ui/CardGrid.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Grid = styled(CardGrid).attrs({ $min: '300px' })``;

const Card = styled.li`
  padding: 2rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  text-align: center;
  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.gold};
`;

/** Reasons to choose the business: a grid of icon, title and description cards. */
export function Reasons({ section }: { section: ReasonsSection }) {
  return (
    <HeadedSection section={section} tone="alt">
      <Grid>
        {section.items.map((reason) => (
          <Card key={reason.title}>
            <IconBadge>
              <BadgeIcon name={reason.icon} width={28} height={28} />
            </IconBadge>
            <h3>{keepTogether(reason.title)}</h3>
            <p>{keepTogether(reason.description)}</p>
          </Card>
        ))}
      </Grid>
    </HeadedSection>
  );
}
