import styled from 'styled-components';
import type { BreadcrumbSection } from '../../generated/content.ts';
import { Breadcrumb as Trail } from '../../ui/Breadcrumb/Breadcrumb.tsx';
import { Container } from '../../ui/Container.tsx';

const Bar = styled.div`
  padding-block: 0.9rem;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
  [aria-current='page'] {
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
  }
`;

export function Breadcrumb({ section }: { section: BreadcrumbSection }) {
  return (
    <Bar id={section.anchor}>
      <Container>
        <Trail trail={section.items} current={section.current} />
      </Container>
    </Bar>
  );
}
