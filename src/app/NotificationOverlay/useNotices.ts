import { useCallback, useEffect, useRef, useState } from 'react';
import type { EstimateNotice } from '../../backend/estimates.ts';

/** How long a card stays, and how many show at once (older ones make way). */
export const NOTICE_LIFETIME_MS = 10_000;
export const MAX_NOTICES = 5;

/** The cards on screen, newest first; each leaves by itself after NOTICE_LIFETIME_MS. */
export function useNotices() {
  const [notices, setNotices] = useState<EstimateNotice[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((shown) => shown.filter((notice) => notice.id !== id));
  }, []);

  const add = useCallback(
    (notice: EstimateNotice) => {
      const id = String(notice.id);
      // Realtime may deliver an event twice after a reconnect; one card is enough.
      if (timers.current.has(id)) return;
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), NOTICE_LIFETIME_MS),
      );
      setNotices((shown) => [{ ...notice, id }, ...shown].slice(0, MAX_NOTICES));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { notices, add, dismiss };
}
