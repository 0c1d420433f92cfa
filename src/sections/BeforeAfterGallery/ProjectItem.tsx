import styled, { css } from 'styled-components';
import type { BeforeAfterProject } from '../../generated/content.ts';
import { CompareSlider } from '../../ui/CompareSlider/CompareSlider.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

export type GalleryLayout = 'grid' | 'cards';

/** cards: a white card with padded text; grid: the comparison with a caption straight below. */
const Item = styled.li<{ $layout: GalleryLayout }>`
  display: flex;
  flex-direction: column;
  ${({ $layout }) =>
    $layout === 'cards' &&
    css`
      overflow: hidden;
      border-radius: ${({ theme }) => theme.radius};
      background: ${({ theme }) => theme.color.surface};
      box-shadow: ${({ theme }) => theme.shadow};
    `}
`;

/** In a card the comparison runs edge to edge; the card's own corners round it. */
const CardComparison = styled(CompareSlider)`
  border-radius: 0;
`;

const Body = styled.div<{ $layout: GalleryLayout }>`
  padding: ${({ $layout }) => ($layout === 'cards' ? '1.25rem 1.5rem 1.5rem' : '1rem 0 0')};
  h3 {
    margin: 0;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Category = styled.p`
  margin: 0 0 0.35rem;
  color: ${({ theme }) => theme.color.goldDark};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Description = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.color.muted};
`;

const SIZES: Record<GalleryLayout, string> = {
  grid: '(min-width: 900px) 570px, 100vw',
  cards: '(min-width: 900px) 370px, (min-width: 600px) 50vw, 100vw',
};

interface ProjectItemProps {
  project: BeforeAfterProject;
  layout: GalleryLayout;
  /** Id of the gallery's helper text on how to move the divider. */
  hintId?: string;
}

export function ProjectItem({ project, layout, hintId }: ProjectItemProps) {
  const Comparison = layout === 'cards' ? CardComparison : CompareSlider;
  return (
    <Item $layout={layout}>
      <Comparison
        before={project.beforeImage}
        after={project.afterImage}
        label={`Before and after: ${project.title}`}
        sizes={SIZES[layout]}
        describedBy={hintId}
      />
      <Body $layout={layout}>
        {project.category && <Category>{keepTogether(project.category)}</Category>}
        <h3>{keepTogether(project.title)}</h3>
        {project.description && <Description>{keepTogether(project.description)}</Description>}
      </Body>
    </Item>
  );
}
