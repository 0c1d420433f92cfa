import styled from 'styled-components';
import type { ServiceCard } from '../../generated/content.ts';
import { CheckList } from '../../ui/CheckList.tsx';
import { Icon } from '../../ui/icons.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { ServiceIcon } from './ServiceIcon.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  padding: 2rem 1.75rem 1.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-4px);
    box-shadow: ${({ theme }) => theme.shadow};
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
  h3 {
    margin: 0;
    font-size: 1.35rem;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** The title link covers the whole card (its ::after), so the card is one click target. */
const CardLink = styled(SmartLink)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius};
  }
  ${Card}:hover & {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
  }
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.gold};
`;

const Arrow = styled(Icon)`
  margin-top: auto;
  align-self: flex-end;
  color: ${({ theme }) => theme.color.goldDark};
`;

/** One service: icon, title (the link, when the card has one), description and features. */
export function ServiceCardItem({ card }: { card: ServiceCard }) {
  return (
    <Card>
      {card.icon && (
        <IconBadge>
          <ServiceIcon name={card.icon} width={28} height={28} />
        </IconBadge>
      )}
      <h3>
        {card.href ? (
          <CardLink href={card.href}>{keepTogether(card.title)}</CardLink>
        ) : (
          keepTogether(card.title)
        )}
      </h3>
      <p>{keepTogether(card.description)}</p>
      {card.features && <CheckList items={card.features} />}
      {card.href && (
        <Arrow>
          <path d="M5 12h14M13 6l6 6-6 6" />
        </Arrow>
      )}
    </Card>
  );
}
