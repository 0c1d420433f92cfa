import { useId } from 'react';
import styled from 'styled-components';
import type { ImageTrioSection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { Picture } from '../../ui/Picture/Picture.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';

const Grid = styled.ul`
  display: grid;
  gap: clamp(1rem, 2.5vw, 1.5rem);
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 700px) {
    grid-template-columns: repeat(3, 1fr);
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

// One column below 700 px; above, a third of the content width (1180 px less padding and gaps).
const SIZES = '(min-width: 1180px) 356px, (min-width: 700px) 31vw, 100vw';

export function ImageTrio({ section }: { section: ImageTrioSection }) {
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} aria-labelledby={section.heading ? headingId : undefined}>
      <Container>
        {section.heading && <h2 id={headingId}>{section.heading}</h2>}
        <Grid>
          {section.images.map((item, index) => (
            <li key={index}>
              <Figure>
                <Photo image={item.image} sizes={SIZES} />
                {item.caption && <Caption>{item.caption}</Caption>}
              </Figure>
            </li>
          ))}
        </Grid>
      </Container>
    </SectionShell>
  );
}
