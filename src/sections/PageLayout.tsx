import styled from 'styled-components';
import type { Section } from '../generated/content.ts';
import { Container } from '../ui/Container.tsx';
import { PageRenderer } from './PageRenderer.tsx';

/** Section types that open a page across its full width, above any sidebar. */
const OPENING_TYPES: ReadonlySet<Section['type']> = new Set(['hero', 'breadcrumb']);

const Columns = styled(Container)`
  display: grid;
  gap: 2.5rem;
  padding-block: 1rem 3rem;
  @media (min-width: 980px) {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
  /* In the main column, sections sit on the page: no band colour, no second container width. */
  & > div > section {
    background: none;
  }
  & > div > section > div {
    max-width: none;
    padding-inline: 0;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 980px) {
    position: sticky;
    top: calc(${({ theme }) => theme.headerHeight} + 1.5rem);
  }
`;

interface PageLayoutProps {
  sections: readonly Section[];
  sidebar?: readonly Section[];
}

/** A page's sections, and when it has a sidebar, a main column beside a sticky aside. */
export function PageLayout({ sections, sidebar }: PageLayoutProps) {
  if (!sidebar?.length) return <PageRenderer sections={sections} />;
  const firstBody = sections.findIndex((section) => !OPENING_TYPES.has(section.type));
  const split = firstBody === -1 ? sections.length : firstBody;
  return (
    <>
      <PageRenderer sections={sections.slice(0, split)} />
      <Columns>
        <div>
          <PageRenderer sections={sections.slice(split)} />
        </div>
        <Aside aria-label="Page sidebar">
          <PageRenderer sections={sidebar} />
        </Aside>
      </Columns>
    </>
  );
}
