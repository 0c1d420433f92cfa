import { ISLAND, type HydrateWhen } from '../shared/islandAttributes.ts';
import type { IslandName } from '../shared/islandAttributes.ts';
import { whenIdle } from './whenIdle.ts';

/** The first use of an island that starts its hydration. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'click', 'pointerover'] as const;

/** How far ahead of the viewport a `visible` island starts, so it is live when it arrives. */
const VISIBLE_MARGIN = '200px';

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND.name) as IslandName;
  const [{ islandLoaders }, { hydrateIsland }] = await Promise.all([
    import('./islands.ts'),
    import('./hydrate.tsx'),
  ]);
  const Component = await islandLoaders[name]();
  const props = JSON.parse(element.getAttribute(ISLAND.props) ?? '{}') as object;
  await hydrateIsland(element, Component, props, element.getAttribute(ISLAND.prefix) ?? '');
  element.setAttribute(ISLAND.hydrated, '');
  // A mark per hydration, for performance tools and the tests that check each island wakes once.
  performance.mark(`island hydrated: ${name}`);
}

/** A key press in a field types into it; anywhere else it is a command the island must see. */
const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The same event again, for the live island (a click's target may be an icon in a button). */
function replay(event: Event): void {
  const again =
    event instanceof KeyboardEvent
      ? new KeyboardEvent('keydown', {
          key: event.key,
          code: event.code,
          bubbles: true,
          cancelable: true,
          shiftKey: event.shiftKey,
        })
      : new MouseEvent('click', { bubbles: true, cancelable: true });
  event.target?.dispatchEvent(again);
}

/**
 * Wakes an island on the visitor's first press, focus or hover inside it, whatever else it
 * waits for. A click, or a key press outside a text field, that arrives before the island is
 * live is held back and made again once it is, so the first press is never lost.
 */
function onFirstUse(element: HTMLElement, wake: () => Promise<void>): void {
  const held: Event[] = [];
  const start = (event: Event) => {
    const command =
      event.type === 'click' || (event.type === 'keydown' && !typesText(event.target));
    if (command && !element.hasAttribute(ISLAND.hydrated)) {
      event.preventDefault();
      event.stopPropagation();
      held.push(event);
    }
    void wake().then(() => {
      const live = element.hasAttribute(ISLAND.hydrated);
      if (live) for (const type of INTERACTIONS) element.removeEventListener(type, start, true);
      held.splice(0).forEach(live ? replay : () => undefined);
    });
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, true);
}

function whenVisible(element: HTMLElement, task: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  // The island's own element has no box (display: contents): watch what it holds.
  for (const child of element.children) observer.observe(child);
}

/** Once the page has loaded (its pictures first), in the first idle moment. */
const onIdle = (task: () => void) => whenIdle(task, { delayMs: 0, timeout: 2000 });

/** Schedules every island on the page by its `data-when`, and each on its first use too. */
export function scheduleIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND.name}]`)) {
    let hydrated: Promise<void> | undefined;
    // A chunk that fails to load (the visitor went offline, or left the page) leaves the island
    // as pre-rendered, and its next use tries again.
    const wake = () =>
      (hydrated ??= hydrate(element).catch((error: unknown) => {
        hydrated = undefined;
        console.info(`The ${element.getAttribute(ISLAND.name)} island is not live yet.`, error);
      }));
    onFirstUse(element, wake);
    const when = element.getAttribute(ISLAND.when) as HydrateWhen;
    if (when === 'load') void wake();
    else if (when === 'idle') onIdle(() => void wake());
    else if (when === 'visible') whenVisible(element, () => void wake());
  }
}
