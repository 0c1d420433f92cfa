import { subscribeToEstimates } from '../backend/estimates.ts';
import { createNoticeStore, type NoticeStore } from '../app/NotificationOverlay/noticeStore.ts';

/** One store per page's region (a page load brings a new region, and reads the session anew). */
const stores = new WeakMap<HTMLElement, NoticeStore>();

/** The cards appear: React and the card component load with the first one to show. */
function showCards(stack: HTMLElement, notices: NoticeStore): void {
  let mounted = false;
  const mount = () => {
    if (mounted || notices.get().length === 0) return;
    mounted = true;
    import('./noticeCards.tsx').then(
      (module) => module.mountNoticeCards(stack, notices),
      (error: unknown) => {
        // The next card tries again.
        mounted = false;
        console.info('The notification cards could not load.', error);
      },
    );
  };
  mount();
  notices.subscribe(mount);
}

/** The page's cards: the ones still showing from the previous page, and every new one. */
export function noticeStore(region: HTMLElement): NoticeStore {
  let store = stores.get(region);
  if (store) return store;
  store = createNoticeStore();
  stores.set(region, store);
  const stack = region.querySelector<HTMLElement>('[data-notice-cards]');
  if (stack) showCards(stack, store);
  return store;
}

/**
 * Listens for new estimate requests, one connection per page, and adds a card for each; the
 * region says whether it is listening (`data-listening`). Returns the function that stops.
 */
export function listenForNotices(region: HTMLElement): () => void {
  const notices = noticeStore(region);
  return subscribeToEstimates(
    (notice) => notices.add(notice),
    (listening) => {
      region.dataset.listening = String(listening);
    },
  );
}
