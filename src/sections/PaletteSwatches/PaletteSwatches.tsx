import styled from 'styled-components';
import { HeadedSection } from '../../ui/HeadedSection.tsx';
import type { PaletteSwatchesSection } from '../../generated/content.ts';
import { CardGrid } from '../../ui/CardGrid.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Grid = styled(CardGrid).attrs({ $min: '160px' })``;

const Swatch = styled.li`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
`;

const Chip = styled.span`
  display: block;
  aspect-ratio: 4 / 3;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Label = styled.span`
  display: block;
  padding: 0.75rem 1rem 1rem;
  strong {
    display: block;
    color: ${({ theme }) => theme.color.navy};
  }
  > span {
    display: block;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
`;

/** Paint colours: each a swatch with its name, code and note written under it. */
export function PaletteSwatches({ section }: { section: PaletteSwatchesSection }) {
  return (
    <HeadedSection section={section} tone="alt">
      <Grid>
        {section.swatches.map((swatch) => (
          <Swatch key={swatch.name}>
            {/* The colour itself is decoration: its name says what it is. */}
            <Chip aria-hidden="true" style={{ background: swatch.hex }} />
            <Label>
              <strong>{keepTogether(swatch.name)}</strong>
              <span>{swatch.hex.toUpperCase()}</span>
              {swatch.note && <span>{keepTogether(swatch.note)}</span>}
            </Label>
          </Swatch>
        ))}
      </Grid>
    </HeadedSection>
  );
}
