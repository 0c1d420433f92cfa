import { NOTICES_KEY } from '../../app/NotificationOverlay/noticeStore.ts';
import { whenIdle } from '../whenIdle.ts';

const hasWaitingCards = () => {
  try {
    return !!window.sessionStorage.getItem(NOTICES_KEY)?.includes('expiresAt');
  } catch {
    return false;
  }
};

/**
 * The live notifications: the page connects once it has loaded and is idle, and not at all
 * while it is only prerendered for a possible next visit; cards from the previous page show at
 * once. Leaving the page closes the connection, so the browser can keep the page for Back.
 */
export function notifications(root: Document = document): void {
  const region = root.querySelector<HTMLElement>('[data-testid="estimate-notifications"]');
  if (!region) return;
  // A module that fails to load (offline, or cut off as the visitor leaves) is tried again on the
  // next connect; it is news for the console, not an error of the page.
  const notices = () =>
    import('../notices.ts').catch((error: unknown) => {
      console.info('The live notifications are not connected.', error);
      return undefined;
    });
  if (hasWaitingCards()) void notices().then((module) => module?.noticeStore(region));
  let stop: (() => void) | undefined;
  const connect = () => {
    whenIdle(() => {
      void notices().then((module) => {
        stop = module?.listenForNotices(region);
      });
    });
  };
  window.addEventListener('pagehide', () => {
    stop?.();
    stop = undefined;
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && !stop) connect();
  });
  if (root.prerendering) root.addEventListener('prerenderingchange', connect, { once: true });
  else connect();
}
