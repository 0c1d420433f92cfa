import styled from 'styled-components';
import type { ProcessStepsSection } from '../../generated/content.ts';
import { HeadedSection } from '../../ui/HeadedSection.tsx';
import { StepCard } from './StepCard.tsx';

/** Columns the steps take at a container width; the widest that fits wins. */
const LAYOUTS = [
  { minWidth: 520, columns: 2 },
  { minWidth: 960, columns: 4 },
] as const;

/** How many columns the last card spans so that it never sits alone in a short row. */
export function lastCardSpan(count: number, columns: number): number {
  const remainder = count % columns;
  return remainder === 0 ? 1 : columns - remainder + 1;
}

// Sized by the width the list gets (a full page, or the main column beside a sidebar), not the
// window: a container query. One column on phones; then 2, then 4, and the last card widens to
// close its row (7 steps: 2+2+2+wide one, or 4 then 3 with the last one double).
const Steps = styled.ol<{ $count: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $count }) =>
    LAYOUTS.map(
      ({ minWidth, columns }) => `
        @container (min-width: ${minWidth}px) {
          grid-template-columns: repeat(${columns}, minmax(0, 1fr));
          & > li:last-child { grid-column: span ${lastCardSpan($count, columns)}; }
        }`,
    ).join('')}
`;

const StepsFrame = styled.div`
  container-type: inline-size;
`;

/** How a job is done: steps numbered 1..n in order, plain or one coloured card per step. */
export function ProcessSteps({ section }: { section: ProcessStepsSection }) {
  const variant = section.variant ?? 'simple';
  return (
    <HeadedSection section={section}>
      <StepsFrame>
        <Steps $count={section.steps.length}>
          {section.steps.map((step, index) => (
            <StepCard key={index} step={step} number={index + 1} variant={variant} />
          ))}
        </Steps>
      </StepsFrame>
    </HeadedSection>
  );
}
