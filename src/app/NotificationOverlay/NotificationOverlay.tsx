import { useEffect, useState } from 'react';
import { subscribeToEstimates } from '../../backend/estimates.ts';
import { NoticeList } from './NoticeList.tsx';
import { useNotices } from './useNotices.ts';
import { whenIdle } from './whenIdle.ts';

/**
 * Live cards for estimate requests as they arrive. It connects only in the browser and only
 * once the page is idle, so the backend client never delays the page itself.
 */
export function NotificationOverlay() {
  const { notices, add, dismiss } = useNotices();
  const [listening, setListening] = useState(false);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const cancel = whenIdle(() => {
      unsubscribe = subscribeToEstimates(add, setListening);
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [add]);

  return <NoticeList notices={notices} onDismiss={dismiss} listening={listening} />;
}
