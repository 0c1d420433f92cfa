import { useId } from 'react';
import styled from 'styled-components';
import type { BeforeAfterGallerySection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { ProjectItem, projectSizes } from './ProjectItem.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Intro = styled.p`
  max-width: 65ch;
  margin: -0.5rem 0 2rem;
  color: ${({ theme }) => theme.color.muted};
`;

/** How to use the dividers: helper text beside the control, not the section's subtitle. */
const Hint = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 1rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
  svg {
    flex-shrink: 0;
  }
`;

const HintIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M9 6 3 12l6 6M15 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const Projects = styled.ul`
  display: grid;
  gap: 2.5rem 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Cards never leave one alone beside a blank: by the width they get (a page column or the whole
 * page), one, two or three to a row, and an odd card out spans its row, picture beside text.
 */
const CardRows = styled.div`
  container-type: inline-size;
  > ul {
    gap: 1.5rem;
    grid-template-columns: minmax(0, 1fr);
  }
  @container (min-width: 36rem) {
    > ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    > ul > li:last-child:nth-child(odd) {
      grid-column: 1 / -1;
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      align-items: center;
    }
  }
  @container (min-width: 62rem) {
    > ul {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    > ul > li:last-child:nth-child(odd) {
      grid-column: auto;
      display: flex;
    }
    > ul > li:last-child:nth-child(3n + 1) {
      grid-column: 1 / -1;
      display: grid;
    }
  }
`;

export function BeforeAfterGallery({ section }: { section: BeforeAfterGallerySection }) {
  const headingId = useId();
  const hintId = useId();
  const layout = section.layout ?? 'grid';
  const projects = (
    <Projects>
      {section.projects.map((project, index) => (
        <ProjectItem
          key={`${index}-${project.title}`}
          project={project}
          layout={layout}
          sizes={projectSizes(layout, index, section.projects.length)}
          hintId={hintId}
        />
      ))}
    </Projects>
  );
  return (
    <SectionShell
      id={section.anchor}
      $tone={layout === 'cards' ? 'alt' : 'plain'}
      aria-labelledby={section.heading ? headingId : undefined}
    >
      <Container>
        {section.heading && <h2 id={headingId}>{keepTogether(section.heading)}</h2>}
        {section.intro && <Intro>{keepTogether(section.intro)}</Intro>}
        <Hint id={hintId}>
          <HintIcon />
          Drag a divider, or focus it and use the arrow keys, to compare before and after.
        </Hint>
        {layout === 'cards' ? <CardRows>{projects}</CardRows> : projects}
      </Container>
    </SectionShell>
  );
}
