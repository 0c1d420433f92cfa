import { island } from '../../islands/island.tsx';
import styled, { css } from 'styled-components';
import { useHasMounted } from '../useHasMounted.ts';
import { useInView } from '../useInView.ts';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion.ts';
import { CountUpNumber } from './CountUpNumber.tsx';
import { keepTogether } from '../keepTogether.tsx';

/** One counter: the number it ends on, what follows it (e.g. "+"), and what it counts. */
export interface Stat {
  value: number;
  suffix?: string;
  label: string;
}

/** Share of a card that must be on screen before it fades in. */
const FADE_THRESHOLD = 0.2;

export type StatCardsTone = 'light' | 'dark';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li<{ $tone: StatCardsTone; $waiting: boolean }>`
  padding: 1.75rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  transition:
    opacity 0.6s ease-out,
    transform 0.6s ease-out;
  ${({ $tone, theme }) =>
    $tone === 'dark'
      ? css`
          background: rgba(255, 255, 255, 0.06);
          border: 1px solid rgba(255, 255, 255, 0.18);
          color: ${theme.color.gold};
        `
      : css`
          background: ${theme.color.surface};
          border: 1px solid ${theme.color.border};
          box-shadow: ${theme.shadow};
          color: ${theme.color.navy};
        `}
  ${({ $waiting }) =>
    $waiting &&
    css`
      opacity: 0;
      transform: translateY(1.5rem);
      transition: none;
    `}
`;

const Label = styled.p<{ $tone: StatCardsTone }>`
  margin: 0.5rem 0 0;
  font-weight: 600;
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.onDark : theme.color.muted)};
`;

function StatCard({ stat, tone }: { stat: Stat; tone: StatCardsTone }) {
  const { ref, inView } = useInView<HTMLLIElement>(FADE_THRESHOLD);
  const hydrated = useHasMounted();
  const reducedMotion = usePrefersReducedMotion();
  // Server HTML shows every card; only a hydrated page hides cards that have not been seen yet.
  const waiting = hydrated && !reducedMotion && !inView;
  return (
    <Card ref={ref} $tone={tone} $waiting={waiting}>
      <CountUpNumber value={stat.value} suffix={stat.suffix} />
      <Label $tone={tone}>{keepTogether(stat.label)}</Label>
    </Card>
  );
}

interface StatCardsProps {
  stats: readonly Stat[];
  /** dark: for a navy band; light (default): cards on a light background. */
  tone?: StatCardsTone;
  className?: string;
}

/**
 * A list of stat cards: each fades in once 20 % visible and its number counts up from 0 once
 * 30 % visible. Server HTML and reduced motion show the final figures.
 */
export function StatCards({ stats, tone = 'light', className }: StatCardsProps) {
  return (
    <Grid className={className}>
      {stats.map((stat) => (
        <StatCard key={`${stat.label}-${stat.value}`} stat={stat} tone={tone} />
      ))}
    </Grid>
  );
}

/** Pre-rendered with the final figures; the cards come alive as they scroll into view. */
export const StatCardsIsland = island('StatCards', StatCards, 'visible');
