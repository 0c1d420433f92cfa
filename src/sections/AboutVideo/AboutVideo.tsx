import { useId } from 'react';
import styled from 'styled-components';
import type { AboutVideoSection } from '../../generated/content.ts';
import { ActionButton } from '../../forms/ActionButton.tsx';
import { CheckList } from '../../ui/CheckList.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { StatCardsIsland } from '../../ui/StatCards/StatCards.tsx';
import { BackgroundVideo } from '../../ui/Video/BackgroundVideo.tsx';
import { playableVideo } from '../playableVideo.ts';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Columns = styled.div`
  display: grid;
  gap: clamp(2rem, 5vw, 3.5rem);
  align-items: center;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Text = styled.div`
  p {
    margin: 0 0 1rem;
  }
`;

const Highlights = styled(CheckList)`
  margin: 1.5rem 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.navy};
  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ActionRow = styled.div`
  margin-top: 2rem;
`;

const Media = styled(BackgroundVideo)`
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Figures = styled(StatCardsIsland)`
  margin-top: clamp(2.5rem, 6vw, 4rem);
`;

/** About copy beside an autoplaying muted video, with counting stat cards underneath. */
export function AboutVideo({ section }: { section: AboutVideoSection }) {
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} aria-labelledby={headingId}>
      <Container>
        <Columns>
          <Text>
            <h2 id={headingId}>{keepTogether(section.heading)}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index}>{keepTogether(paragraph)}</p>
            ))}
            {section.highlights && <Highlights items={section.highlights} />}
            {section.action && (
              <ActionRow>
                <ActionButton action={section.action} />
              </ActionRow>
            )}
          </Text>
          <Media video={playableVideo(section.video)} sizes="(min-width: 900px) 50vw, 100vw" />
        </Columns>
        {section.stats && <Figures stats={section.stats} />}
      </Container>
    </SectionShell>
  );
}
