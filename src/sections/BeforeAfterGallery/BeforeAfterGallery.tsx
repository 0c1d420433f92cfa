import { useId } from 'react';
import styled from 'styled-components';
import type { BeforeAfterGallerySection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { ProjectItem, type GalleryLayout } from './ProjectItem.tsx';
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

const Projects = styled.ul<{ $layout: GalleryLayout }>`
  display: grid;
  gap: ${({ $layout }) => ($layout === 'cards' ? '1.5rem' : '2.5rem 2rem')};
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ $layout }) => ($layout === 'cards' ? '320px' : '420px')}), 1fr)
  );
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function BeforeAfterGallery({ section }: { section: BeforeAfterGallerySection }) {
  const headingId = useId();
  const hintId = useId();
  const layout = section.layout ?? 'grid';
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
        <Projects $layout={layout}>
          {section.projects.map((project, index) => (
            <ProjectItem
              key={`${index}-${project.title}`}
              project={project}
              layout={layout}
              hintId={hintId}
            />
          ))}
        </Projects>
      </Container>
    </SectionShell>
  );
}
