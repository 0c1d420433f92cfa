import styled from 'styled-components';
import type { TrustBadgesSection } from '../../generated/content.ts';
import { BadgeIcon } from '../../ui/BadgeIcon.tsx';
import { Container } from '../../ui/Container.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Band = styled.div`
  padding-block: 1.5rem;
  background: ${({ theme }) => theme.color.navyLight};
  color: ${({ theme }) => theme.color.onDark};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 1rem 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.li`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  font-weight: 700;
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.gold};
  }
`;

/** A strip of short promises under the hero, each with an icon. */
export function TrustBadges({ section }: { section: TrustBadgesSection }) {
  return (
    <Band id={section.anchor}>
      <Container>
        <List aria-label="Our promises">
          {section.badges.map((badge) => (
            <Badge key={badge.label}>
              <BadgeIcon name={badge.icon} width={28} height={28} />
              {keepTogether(badge.label)}
            </Badge>
          ))}
        </List>
      </Container>
    </Band>
  );
}
