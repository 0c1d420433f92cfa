import type { CSSProperties } from 'react';
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

/** Measured by the strip's own width: in a page column it is narrower than the screen. */
const Frame = styled(Container)`
  container-type: inline-size;
`;

/**
 * Rows that never split unevenly: one badge a row on phones, two where two fit, and all in one
 * row (five or six: two even rows) only where every label fits on one line.
 */
const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @container (min-width: 30rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: 58rem) {
    grid-template-columns: repeat(var(--wide-columns), minmax(0, 1fr));
  }
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

const wideColumns = (count: number) => (count <= 4 ? count : Math.ceil(count / 2));

/** A strip of short promises under the hero, each with an icon. */
export function TrustBadges({ section }: { section: TrustBadgesSection }) {
  return (
    <Band id={section.anchor}>
      <Frame>
        <List
          aria-label="Our promises"
          style={{ '--wide-columns': wideColumns(section.badges.length) } as CSSProperties}
        >
          {section.badges.map((badge) => (
            <Badge key={badge.label}>
              <BadgeIcon name={badge.icon} width={28} height={28} />
              {keepTogether(badge.label)}
            </Badge>
          ))}
        </List>
      </Frame>
    </Band>
  );
}
