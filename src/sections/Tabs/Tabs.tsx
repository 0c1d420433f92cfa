import { useId } from 'react';
import styled from 'styled-components';
import type { TabsSection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionIntro } from '../../ui/SectionIntro.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';
import { CheckList } from '../../ui/CheckList.tsx';
import { Tabs as TabList } from '../../ui/Tabs/Tabs.tsx';

const PanelText = styled.div`
  max-width: 70ch;
  h3 {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0 0 1rem;
  }
`;

/** Tabs that swap the text below them, e.g. one panel per kind of client. */
export function Tabs({ section }: { section: TabsSection }) {
  const headingId = useId();
  const labelledBy = section.heading ? headingId : undefined;
  return (
    <SectionShell id={section.anchor} aria-labelledby={labelledBy}>
      <Container>
        {section.heading && <h2 id={headingId}>{keepTogether(section.heading)}</h2>}
        {section.intro && <SectionIntro>{keepTogether(section.intro)}</SectionIntro>}
        <TabList
          labelledBy={labelledBy}
          label={labelledBy ? undefined : 'Topics'}
          defaultId={section.defaultTab}
          tabs={section.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            panel: (
              <PanelText>
                <h3>{keepTogether(tab.heading)}</h3>
                {tab.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{keepTogether(paragraph)}</p>
                ))}
                {tab.points && <CheckList items={tab.points} />}
              </PanelText>
            ),
          }))}
        />
      </Container>
    </SectionShell>
  );
}
