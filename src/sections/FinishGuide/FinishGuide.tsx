import styled from 'styled-components';
import { HeadedSection } from '../../ui/HeadedSection.tsx';
import type { FinishGuideSection } from '../../generated/content.ts';
import { CardGrid } from '../../ui/CardGrid.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Card = styled.li`
  padding: 1.75rem 1.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0.9rem 0 0.4rem;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0.4rem 0 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** Sheen from flat to shiny, drawn as a bar that fills further with each finish. */
const Sheen = styled.span<{ $level: number }>`
  display: block;
  height: 0.5rem;
  border-radius: 999px;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.gold} ${({ $level }) => $level * 100}%,
    ${({ theme }) => theme.color.border} 0
  );
`;

const BestFor = styled.p`
  && {
    color: ${({ theme }) => theme.color.ink};
  }
`;

/** A guide to paint finishes: where each works best and what it is like. */
export function FinishGuide({ section }: { section: FinishGuideSection }) {
  const count = section.finishes.length;
  return (
    <HeadedSection section={section}>
      <CardGrid $min="220px">
        {section.finishes.map((finish, index) => (
          <Card key={finish.name}>
            <Sheen aria-hidden="true" $level={(index + 1) / count} />
            <h3>{keepTogether(finish.name)}</h3>
            <BestFor>
              <strong>Best for:</strong> {keepTogether(finish.bestFor)}
            </BestFor>
            <p>{keepTogether(finish.description)}</p>
          </Card>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
