import styled from 'styled-components';
import type { Section } from '../generated/content.ts';
import { Container } from '../ui/Container.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import { PageRenderer } from './PageRenderer.tsx';
import { openingSectionTypes } from './registry.ts';

/**
 * Phones read the lead, then the sidebar (the way to act), then the rest; wide screens put the
 * sidebar in a sticky column beside both. The DOM order is the phone order either way.
 */
const Columns = styled(Container)`
  display: grid;
  grid-template-areas: 'lead' 'aside' 'rest';
  grid-template-columns: minmax(0, 1fr);
  gap: 2.5rem;
  padding-block: 1rem 3rem;
  @media (min-width: 980px) {
    grid-template-areas: 'lead aside' 'rest aside';
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-rows: auto 1fr;
    align-items: start;
  }
  /* In the main column, sections sit on the page: no band colour, no second container width. */
  & > div > section:not([data-band]) {
    background: none;
  }
  & > div > section:not([data-band]) > div {
    max-width: none;
    padding-inline: 0;
  }
  /* A band that keeps its colour becomes a rounded panel in the column. */
  & > div > [data-band] {
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Lead = styled.div`
  grid-area: lead;
`;

const Rest = styled.div`
  grid-area: rest;
`;

const Aside = styled.aside`
  grid-area: aside;
  display: grid;
  gap: 1.5rem;
  /* Page sections (e.g. a FAQ) become a card that fits the narrow column, not a full-width band. */
  & > ${SectionShell} {
    padding: 1.5rem 1.25rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  & > ${SectionShell} > div {
    padding-inline: 0;
  }
  & > ${SectionShell} h2 {
    margin-bottom: 1rem;
    font-size: 1.4rem;
  }
  @media (min-width: 980px) {
    position: sticky;
    top: calc(${({ theme }) => theme.headerHeight} + 1.5rem);
    /* Taller than the screen (say, with FAQs open), it scrolls by itself rather than hiding its end. */
    max-height: calc(100vh - ${({ theme }) => theme.headerHeight} - 3rem);
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 4px;
    margin: -4px;
  }
`;

/** How many body sections come before the sidebar on phones: up to the introduction text. */
function leadLength(body: readonly Section[]): number {
  const intro = body.slice(0, 3).findIndex((section) => section.type === 'richText');
  return intro === -1 ? Math.min(1, body.length) : intro + 1;
}

interface PageLayoutProps {
  sections: readonly Section[];
  sidebar?: readonly Section[];
}

/** A page's sections, and when it has a sidebar, a main column beside a sticky aside. */
export function PageLayout({ sections, sidebar }: PageLayoutProps) {
  if (!sidebar?.length) return <PageRenderer sections={sections} />;
  const firstBody = sections.findIndex((section) => !openingSectionTypes.has(section.type));
  const split = firstBody === -1 ? sections.length : firstBody;
  const body = sections.slice(split);
  const lead = leadLength(body);
  return (
    <>
      <PageRenderer sections={sections.slice(0, split)} />
      <Columns>
        <Lead>
          <PageRenderer sections={body.slice(0, lead)} />
        </Lead>
        <Aside aria-label="Page sidebar">
          <PageRenderer sections={sidebar} />
        </Aside>
        <Rest>
          <PageRenderer sections={body.slice(lead)} />
        </Rest>
      </Columns>
    </>
  );
}
