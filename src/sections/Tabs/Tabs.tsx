import { useId } from 'react';
import type { TabsSection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionIntro } from '../../ui/SectionIntro.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';
import { TabPanels } from './TabPanels.tsx';

/** Tabs that swap the text below them, e.g. one panel per kind of client. */
export function Tabs({ section }: { section: TabsSection }) {
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} aria-labelledby={section.heading ? headingId : undefined}>
      <Container>
        {section.heading && <h2 id={headingId}>{keepTogether(section.heading)}</h2>}
        {section.intro && <SectionIntro>{keepTogether(section.intro)}</SectionIntro>}
        <TabPanels
          tabs={section.tabs}
          defaultTab={section.defaultTab}
          labelledBy={section.heading ? headingId : undefined}
        />
      </Container>
    </SectionShell>
  );
}
