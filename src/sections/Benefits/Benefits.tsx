import { useId } from 'react';
import styled from 'styled-components';
import type { BenefitsSection } from '../../generated/content.ts';
import { CheckList } from '../../ui/CheckList.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Items = styled(CheckList)`
  gap: 0.85rem 2rem;
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    padding: 0.9rem 1rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-weight: 500;
  }
`;

/** A heading and the key benefits, each with a check mark. */
export function Benefits({ section }: { section: BenefitsSection }) {
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{keepTogether(section.heading)}</h2>
        <Items items={section.items} />
      </Container>
    </SectionShell>
  );
}
