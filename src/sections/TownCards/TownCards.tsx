import { useId } from 'react';
import styled from 'styled-components';
import type { TownCardsEnding, TownCardsSection } from '../../generated/content.ts';
import { useSite } from '../../data/SiteContext.tsx';
import { usePageListings } from '../../data/PageDataContext.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { PhoneIcon } from '../../ui/icons.tsx';
import { TownCard } from './TownCard.tsx';
import { CardGrid } from '../../ui/CardGrid.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Intro = styled.p`
  max-width: 65ch;
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: 1.1rem;
`;

const Grid = styled(CardGrid).attrs({ $min: '260px', $fill: true })``;

const EndingBox = styled.div`
  margin-top: 3rem;
  padding: clamp(1.5rem, 4vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
  text-align: center;
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1.5rem;
  }
  p {
    max-width: 60ch;
    margin: 0 auto;
    color: ${({ theme }) => theme.color.onDarkMuted};
  }
  /* The default blue focus ring is too faint on navy. */
  :focus-visible {
    outline-color: ${({ theme }) => theme.color.gold};
  }
`;

const PhoneLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: 1.25rem;
  color: ${({ theme }) => theme.color.gold};
  font-size: 1.15rem;
  font-weight: 700;
`;

function Ending({ ending }: { ending: TownCardsEnding }) {
  const { contact } = useSite().site;
  return (
    <EndingBox>
      <h3>{keepTogether(ending.heading)}</h3>
      <p>{keepTogether(ending.text)}</p>
      {ending.showPhone && (
        <PhoneLink href={`tel:${contact.phoneE164}`}>
          <PhoneIcon />
          <span>Call {keepTogether(contact.phoneDisplay)}</span>
        </PhoneLink>
      )}
    </EndingBox>
  );
}

export function TownCards({ section }: { section: TownCardsSection }) {
  const headingId = useId();
  const towns = usePageListings().filter((entry) => entry.group === 'town');
  const linkLabel = section.linkLabel ?? 'View Services';
  // A public page never shows a placeholder; the validator warns when this list would be empty.
  if (towns.length === 0) return null;
  return (
    <SectionShell id={section.anchor} $tone="alt" aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{keepTogether(section.heading)}</h2>
        {section.intro && <Intro>{keepTogether(section.intro)}</Intro>}
        <Grid>
          {towns.map((entry) => (
            <TownCard key={entry.path} entry={entry} linkLabel={linkLabel} />
          ))}
        </Grid>
        {section.ending && <Ending ending={section.ending} />}
      </Container>
    </SectionShell>
  );
}
