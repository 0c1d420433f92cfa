import type { EstimateNotice } from '../../backend/estimates.ts';

/** How long a card stays, and how many show at once (older ones make way). */
export const NOTICE_LIFETIME_MS = 10_000;
export const MAX_NOTICES = 5;

/** Where the cards wait while the visitor moves to the next page of the site. */
export const NOTICES_KEY = 'estimate-notices';

interface Stored {
  notice: EstimateNotice;
  expiresAt: number;
}

export interface NoticeStore {
  /** The cards on screen, newest first (the same array until they change). */
  get(): readonly EstimateNotice[];
  subscribe(listener: () => void): () => void;
  add(notice: EstimateNotice): void;
  dismiss(id: string): void;
}

function read(storage: Storage | undefined, now: number): Stored[] {
  try {
    const stored = JSON.parse(storage?.getItem(NOTICES_KEY) ?? '[]') as Stored[];
    return Array.isArray(stored) ? stored.filter((item) => item.expiresAt > now) : [];
  } catch {
    return [];
  }
}

/**
 * The live cards. Each leaves by itself NOTICE_LIFETIME_MS after it arrived, also across page
 * loads: the cards and their time left are kept in the session, so a card seen on one page is
 * still there, for the rest of its ten seconds, on the next.
 */
export function createNoticeStore(
  storage: Storage | undefined = sessionStorageOrNone(),
): NoticeStore {
  let items = read(storage, Date.now());
  let notices = items.map((item) => item.notice);
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const changed = () => {
    notices = items.map((item) => item.notice);
    try {
      storage?.setItem(NOTICES_KEY, JSON.stringify(items));
    } catch {
      // Storage full or refused: the cards still show on this page.
    }
    listeners.forEach((listener) => listener());
  };
  const dismiss = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    items = items.filter((item) => item.notice.id !== id);
    changed();
  };
  const expire = ({ notice, expiresAt }: Stored) =>
    timers.set(
      notice.id,
      setTimeout(() => dismiss(notice.id), Math.max(0, expiresAt - Date.now())),
    );
  items.forEach(expire);

  return {
    get: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(received) {
      const notice = { ...received, id: String(received.id) };
      // Realtime may deliver an event twice after a reconnect; one card is enough.
      if (items.some((item) => item.notice.id === notice.id)) return;
      const item = { notice, expiresAt: Date.now() + NOTICE_LIFETIME_MS };
      const [kept, dropped] = [
        [item, ...items].slice(0, MAX_NOTICES),
        items.slice(MAX_NOTICES - 1),
      ];
      dropped.forEach(({ notice: old }) => clearTimeout(timers.get(old.id)));
      items = kept;
      expire(item);
      changed();
    },
    dismiss,
  };
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: cards last for one page only
  }
}
