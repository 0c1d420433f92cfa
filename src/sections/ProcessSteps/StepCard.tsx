import styled, { css } from 'styled-components';
import type { ProcessStep } from '../../generated/content.ts';
import { Picture } from '../../ui/Picture/Picture.tsx';
import { stepColorRules } from './stepPalette.ts';
import { keepTogether } from '../../ui/keepTogether.tsx';

export type StepsVariant = 'simple' | 'colored';

const Card = styled.li<{ $variant: StepsVariant }>`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  ${({ $variant, theme }) =>
    $variant === 'colored'
      ? css`
          ${stepColorRules}
          background: var(--step-color);
          color: #ffffff;
          box-shadow: ${theme.shadow};
        `
      : css`
          --step-color: ${theme.color.navy};
          border: 1px solid ${theme.color.border};
          background: ${theme.color.surface};
          h3 {
            color: ${theme.color.navy};
          }
          p {
            color: ${theme.color.muted};
          }
        `}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.5rem;
`;

const StepNumber = styled.span<{ $variant: StepsVariant }>`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  font: 700 1.25rem/1 ${({ theme }) => theme.font.heading};
  ${({ $variant }) =>
    $variant === 'colored'
      ? css`
          background: #ffffff;
          color: var(--step-color);
        `
      : css`
          background: var(--step-color);
          color: #ffffff;
        `}
`;

const StepPicture = styled(Picture)`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

interface StepCardProps {
  step: ProcessStep;
  number: number;
  variant: StepsVariant;
}

/** One step: its number, optional picture, title and description. */
export function StepCard({ step, number, variant }: StepCardProps) {
  return (
    <Card $variant={variant}>
      {step.image && (
        <StepPicture
          image={step.image}
          sizes="(min-width: 900px) 30vw, (min-width: 600px) 50vw, 100vw"
        />
      )}
      <Body>
        <StepNumber $variant={variant}>
          <span className="visually-hidden">Step </span>
          {number}
        </StepNumber>
        <h3>{keepTogether(step.title)}</h3>
        <p>{keepTogether(step.description)}</p>
      </Body>
    </Card>
  );
}
