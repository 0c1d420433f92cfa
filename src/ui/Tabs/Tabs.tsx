import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CONTROL } from '../controlAttributes.ts';
import { keepTogether } from '../keepTogether.tsx';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** id of the visible heading that names the tab list, when there is one. */
  labelledBy?: string;
  /** Name of the tab list when no heading names it. */
  label?: string;
  tabs: readonly TabItem[];
  defaultId?: string;
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0.6rem 1.1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -2px;
  background: none;
  color: ${({ theme }) => theme.color.muted};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.navy};
  }
  &:hover {
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Panel = styled.div`
  padding-top: 1.5rem;
`;

/** Without scripts the tabs cannot switch: show every panel in turn and hide the inert tab row. */
const NO_SCRIPT_CSS = `[${CONTROL.tabList}]{display:none}[data-tab-panel][hidden]{display:block}`;

/**
 * WAI-ARIA tabs, pre-rendered on the default tab: only it is in the Tab order, and every panel
 * is in the HTML, the others `hidden`. The page's runtime (client/controls/tabs.ts) switches
 * them by press, arrow keys, Home and End, without waiting for any framework.
 */
export function Tabs({ labelledBy, label, tabs, defaultId }: TabsProps) {
  const prefix = useId();
  const selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === defaultId),
  );
  const list = { [CONTROL.tabList]: '' };
  return (
    <div>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <List {...list} role="tablist" aria-labelledby={labelledBy} aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${prefix}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
          >
            {keepTogether(tab.label)}
          </Tab>
        ))}
      </List>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.id}
          data-tab-panel=""
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selected}
        >
          {tab.panel}
        </Panel>
      ))}
    </div>
  );
}
