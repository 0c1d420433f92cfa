import { useId } from 'react';
import styled from 'styled-components';
import type { ImageTrioSection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { Picture } from '../../ui/Picture/Picture.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Frame = styled.div`
  container-type: inline-size;
`;

// Large enough to judge the work: the first picture leads at the full width it gets (the main
// column beside a sidebar, or the page), the other two share the row under it; on a wide page
// the first takes two thirds and the others stack beside it.
const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  @container (min-width: 520px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > li:first-child {
      grid-column: 1 / -1;
    }
  }
  @container (min-width: 960px) {
    grid-template-columns: 2fr 1fr;
    & > li:first-child {
      grid-column: 1;
      grid-row: span 2;
    }
  }
`;

const Figure = styled.figure`
  margin: 0;
`;

const Photo = styled(Picture)`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Caption = styled.figcaption`
  margin-top: 0.75rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
`;

// From 980 px the pictures share the page with a sidebar (a ~760 px column) or sit in the 2:1
// grid of a full page, so the lead is at most ~760 px wide and the others ~372 px.
const LEAD_SIZES = '(min-width: 980px) 760px, 100vw';
const SIZES = '(min-width: 980px) 372px, (min-width: 560px) 50vw, 100vw';

export function ImageTrio({ section }: { section: ImageTrioSection }) {
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} aria-labelledby={section.heading ? headingId : undefined}>
      <Container>
        {section.heading && <h2 id={headingId}>{keepTogether(section.heading)}</h2>}
        <Frame>
          <Grid>
            {section.images.map((item, index) => (
              <li key={index}>
                <Figure>
                  <Photo image={item.image} sizes={index === 0 ? LEAD_SIZES : SIZES} />
                  {item.caption && <Caption>{keepTogether(item.caption)}</Caption>}
                </Figure>
              </li>
            ))}
          </Grid>
        </Frame>
      </Container>
    </SectionShell>
  );
}
