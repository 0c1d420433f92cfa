import styled, { useTheme } from 'styled-components';
import { useSite } from '../data/SiteContext.tsx';
import type { Section } from '../generated/content.ts';
import { Container } from '../ui/Container.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import { MobileBottomBar } from './MobileBottomBar/MobileBottomBar.tsx';
import { PageRenderer } from './PageRenderer.tsx';
import { OpeningEndContext } from './openingEnd.ts';
import { OPENING_END_ID } from '../islands/openingEndMark.ts';
import {
  closingSectionTypes,
  leadSectionTypes,
  openingSectionTypes,
  mobileBottomBarSectionTypes,
} from './registry.ts';

/**
 * Phones read the lead, then the sidebar (the way to act), then the rest; wide screens put the
 * sidebar in a sticky column beside both. The DOM order is the phone order either way.
 */
const Lead = styled.div`
  grid-area: lead;
`;

const Rest = styled.div`
  grid-area: rest;
`;

const Columns = styled(Container)`
  display: grid;
  grid-template-areas: 'lead' 'aside' 'rest';
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.lg};
  /* The page's first and last blocks sit one section space from the hero and the footer; blocks
     in between one block space (lg) apart, so the column reads as one piece on one scale. */
  padding-block: ${({ theme }) => theme.space.section};
  @media (min-width: 980px) {
    grid-template-areas: 'lead aside' 'rest aside';
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-rows: auto 1fr;
    align-items: start;
  }
  /* In the main column, sections sit on the page: no band colour, no second container width. */
  & > div > section:not([data-band]) {
    padding-block: ${({ theme }) => theme.space.lg};
    background: none;
  }
  & > div > section:not([data-band]) > div {
    max-width: none;
    padding-inline: 0;
  }
  /* The sidebar's top lines up with the first block's heading. */
  & > ${Lead} > section:first-child {
    padding-top: 0;
  }
  & > ${Rest} > section:last-child {
    padding-bottom: 0;
  }
  /* A band that keeps its colour becomes a rounded panel in the column. */
  & > div > [data-band] {
    margin-block: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** Space between the header and a sticky sidebar, and kept under it. */
const STICKY_GAP = 24;

const Aside = styled.aside`
  grid-area: aside;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-self: start;
  /* On phones the sidebar stands between the lead and the rest, a block space from each. */
  margin-block: ${({ theme }) => theme.space.lg};
  @media (min-width: 980px) {
    margin-block: 0;
  }
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
  /* It stays in view only while all of it fits under the header; taller (say, with FAQs
     open) it scrolls with the page, so its end is never out of reach. The browser keeps
     data-sticky up to date (client/behaviors/stickySidebar.ts). */
  @media (min-width: 980px) {
    &[data-sticky='true'] {
      position: sticky;
      top: calc(${({ theme }) => theme.headerHeight} + ${STICKY_GAP}px);
    }
  }
`;

/** How many body sections come before the sidebar on phones: up to the lead (the introduction). */
function leadLength(body: readonly Section[]): number {
  const intro = body.slice(0, 3).findIndex((section) => leadSectionTypes.has(section.type));
  return intro === -1 ? Math.min(1, body.length) : intro + 1;
}

interface PageLayoutProps {
  sections: readonly Section[];
  sidebar?: readonly Section[];
}

/** Where the page's closing call(s) to action start: they span the page, after the columns. */
function closingStart(sections: readonly Section[]): number {
  let start = sections.length;
  while (start > 0 && closingSectionTypes.has(sections[start - 1]!.type)) start -= 1;
  return start;
}

/** The body: with a sidebar, a main column beside a sticky aside; without, the sections. */
function Body({ body, sidebar }: { body: readonly Section[]; sidebar: readonly Section[] }) {
  const theme = useTheme();
  if (!sidebar.length) return <PageRenderer sections={body} />;
  const lead = leadLength(body);
  return (
    <Columns>
      <Lead>
        <PageRenderer sections={body.slice(0, lead)} />
      </Lead>
      <Aside
        aria-label="Page sidebar"
        data-sticky="false"
        data-sticky-reserve={parseFloat(theme.headerHeight) + 2 * STICKY_GAP}
      >
        <PageRenderer sections={sidebar} />
      </Aside>
      <Rest>
        <PageRenderer sections={body.slice(lead)} />
      </Rest>
    </Columns>
  );
}

/**
 * A page: its opening sections (hero, breadcrumb) across the full width, then its body (beside a
 * sidebar, a closing call to action spans the page after the columns), and on phones one
 * mobile bottom bar, the page's own or the site's, shown once the opening has scrolled away. The
 * bar comes last and straight inside the page, wherever the file lists it: it stays on screen,
 * so no box around it may move.
 */
export function PageLayout({ sections: all, sidebar: allSidebar = [] }: PageLayoutProps) {
  const { site } = useSite();
  const isBar = (section: Section) => mobileBottomBarSectionTypes.has(section.type);
  const sections = all.filter((section) => !isBar(section));
  const sidebar = allSidebar.filter((section) => !isBar(section));
  const ownBar = [...all, ...allSidebar].find(isBar);
  const firstBody = sections.findIndex((section) => !openingSectionTypes.has(section.type));
  const split = firstBody === -1 ? sections.length : firstBody;
  const closing = sidebar.length ? Math.max(split, closingStart(sections)) : sections.length;
  return (
    <OpeningEndContext.Provider value={true}>
      <PageRenderer sections={sections.slice(0, split)} />
      <div id={OPENING_END_ID} />
      <Body body={sections.slice(split, closing)} sidebar={sidebar} />
      <PageRenderer sections={sections.slice(closing)} />
      {ownBar ? (
        <PageRenderer sections={[ownBar]} />
      ) : (
        site.quickActions && (
          <MobileBottomBar section={{ type: 'mobileBottomBar', items: site.quickActions }} />
        )
      )}
    </OpeningEndContext.Provider>
  );
}
