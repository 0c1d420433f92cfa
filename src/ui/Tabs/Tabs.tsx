import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
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
const NO_SCRIPT_CSS = '[data-tab-list]{display:none}[data-tab-panel][hidden]{display:block}';

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and wrap, Home and End
 * jump to the ends, and only the selected tab is in the Tab order (roving tabindex). Every panel
 * is rendered, the others `hidden`, so all of them are in the server-rendered HTML.
 */
export function Tabs({ labelledBy, label, tabs, defaultId }: TabsProps) {
  const prefix = useId();
  const initial = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === defaultId),
  );
  const [selected, setSelected] = useState(initial);
  // The tab chosen last, even before React has rendered it: presses that arrive in one task
  // (held while the island woke, then replayed) each move on from the one before.
  const latest = useRef(selected);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    latest.current = index;
    setSelected(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(latest.current, tabs.length);
    select(next);
    buttons.current[next]?.focus();
  };
  return (
    <div>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <List
        data-tab-list=""
        role="tablist"
        aria-labelledby={labelledBy}
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${prefix}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
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
