import styled from 'styled-components';
import type { TabsSection } from '../../generated/content.ts';
import { CheckList } from '../../ui/CheckList.tsx';
import { Tabs as TabList } from '../../ui/Tabs/Tabs.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

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

interface TabPanelsProps {
  tabs: TabsSection['tabs'];
  defaultTab?: string;
  /** id of the section heading that names the tab list, when there is one. */
  labelledBy?: string;
}

/** The tab list and its panels, from the section's data. */
export function TabPanels({ tabs, defaultTab, labelledBy }: TabPanelsProps) {
  return (
    <TabList
      labelledBy={labelledBy}
      label={labelledBy ? undefined : 'Topics'}
      defaultId={defaultTab}
      tabs={tabs.map((tab) => ({
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
  );
}
