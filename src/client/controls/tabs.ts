import { CONTROL } from '../../ui/controlAttributes.ts';
import { keepPressWhileArriving } from './whileArriving.ts';

const TAB_LIST = CONTROL.tabList;

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const tabIn = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${TAB_LIST}] [role="tab"]`) : null;

const tabsOf = (tab: HTMLElement) => [
  ...tab.closest(`[${TAB_LIST}]`)!.querySelectorAll<HTMLElement>('[role="tab"]'),
];

/** Shows `chosen`'s panel and hides its siblings'; only the chosen tab is in the Tab order. */
function select(chosen: HTMLElement): void {
  for (const tab of tabsOf(chosen)) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  // Pressed while the page is still arriving: the panels that come after the tab list arrive
  // with the default one shown, so each is brought into step as it comes.
  keepPressWhileArriving(chosen.closest(`[${TAB_LIST}]`)!.parentElement!, () => select(chosen));
}

/**
 * WAI-ARIA tabs with automatic activation, for every tab list on the page at once: a press
 * selects a tab, arrow keys move between tabs and wrap, Home and End jump to the ends. The
 * pre-rendered markup already shows the default tab, so nothing waits for a framework.
 */
export function tabs(root: Document): void {
  root.addEventListener('click', (event) => {
    const tab = tabIn(event.target);
    if (tab) select(tab);
  });
  root.addEventListener('keydown', (event) => {
    const tab = tabIn(event.target);
    const move = KEY_MOVES[event.key];
    if (!tab || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const all = tabsOf(tab);
    const next = all[move(all.indexOf(tab), all.length)]!;
    select(next);
    next.focus();
  });
}
