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

/**
 * How wide a project's comparison is shown, as its pictures' `sizes`: the browser fetches the
 * smallest source at least that wide, so a width said too small is a small picture scaled up,
 * blurred. From the rules of BeforeAfterGallery.tsx, in a section 1,180 px wide at most (1,116 px
 * inside its padding). Grid: one project alone fills the row; more sit two to a row from 936 px.
 * Cards: two to a row from 640 px, three from 1,056 px, where a last card alone on its row spans
 * it with its picture beside the text, half the row.
 */
export function projectSizes(layout: GalleryLayout, index: number, count: number): string {
  if (layout === 'grid')
    return count === 1
      ? '(min-width: 1180px) 1116px, 100vw'
      : '(min-width: 1180px) 542px, (min-width: 936px) 50vw, 100vw';
  const aloneInRowOfThree = index === count - 1 && count % 3 === 1;
  return aloneInRowOfThree
    ? '(min-width: 1180px) 558px, (min-width: 640px) 50vw, 100vw'
    : '(min-width: 1056px) 370px, (min-width: 640px) 50vw, 100vw';
}

interface ProjectItemProps {
  project: BeforeAfterProject;
  layout: GalleryLayout;
  /** The pictures' `sizes` (projectSizes). */
  sizes: string;
  /** Id of the gallery's helper text on how to move the divider. */
  hintId?: string;
}

export function ProjectItem({ project, layout, sizes, hintId }: ProjectItemProps) {
  const Comparison = layout === 'cards' ? CardComparison : CompareSlider;
  return (
    <Item $layout={layout}>
      <Comparison
        before={project.beforeImage}
        after={project.afterImage}
        label={`Before and after: ${project.title}`}
        sizes={sizes}
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
