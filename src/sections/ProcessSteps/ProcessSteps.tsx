import { useId } from 'react';
import styled from 'styled-components';
import type { ProcessStepsSection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionIntro } from '../../ui/SectionIntro.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { StepCard } from './StepCard.tsx';
import { CardGrid } from '../../ui/CardGrid.tsx';

const Steps = styled(CardGrid).attrs({ $min: '230px', as: 'ol' as const })``;

/** How a job is done: steps numbered 1..n in order, plain or one coloured card per step. */
export function ProcessSteps({ section }: { section: ProcessStepsSection }) {
  const headingId = useId();
  const variant = section.variant ?? 'simple';
  return (
    <SectionShell id={section.anchor} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{section.heading}</h2>
        {section.intro && <SectionIntro>{section.intro}</SectionIntro>}
        <Steps>
          {section.steps.map((step, index) => (
            <StepCard key={index} step={step} number={index + 1} variant={variant} />
          ))}
        </Steps>
      </Container>
    </SectionShell>
  );
}
