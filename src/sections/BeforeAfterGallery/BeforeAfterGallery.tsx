import { useId } from 'react';
import styled from 'styled-components';
import type { BeforeAfterGallerySection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { ProjectItem, type GalleryLayout } from './ProjectItem.tsx';

const Intro = styled.p`
  max-width: 65ch;
  margin: -0.5rem 0 2rem;
  color: ${({ theme }) => theme.color.muted};
`;

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
  const layout = section.layout ?? 'grid';
  return (
    <SectionShell
      id={section.anchor}
      $tone={layout === 'cards' ? 'alt' : 'plain'}
      aria-labelledby={section.heading ? headingId : undefined}
    >
      <Container>
        {section.heading && <h2 id={headingId}>{section.heading}</h2>}
        {section.intro && <Intro>{section.intro}</Intro>}
        <Projects $layout={layout}>
          {section.projects.map((project, index) => (
            <ProjectItem key={`${index}-${project.title}`} project={project} layout={layout} />
          ))}
        </Projects>
      </Container>
    </SectionShell>
  );
}
