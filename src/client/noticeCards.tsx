import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { IslandProviders } from '../app/IslandProviders.tsx';
import { NoticeCards } from '../app/NotificationOverlay/NoticeList.tsx';
import type { NoticeStore } from '../app/NotificationOverlay/noticeStore.ts';

function LiveCards({ store }: { store: NoticeStore }) {
  const notices = useSyncExternalStore(store.subscribe, store.get);
  return <NoticeCards notices={notices} onDismiss={store.dismiss} />;
}

/** Renders the store's cards into the live region's (pre-rendered, empty) stack. */
export function mountNoticeCards(stack: HTMLElement, store: NoticeStore): void {
  createRoot(stack).render(
    <IslandProviders>
      <LiveCards store={store} />
    </IslandProviders>,
  );
}
