import { NoticeList } from './NoticeList.tsx';

const nothing = () => undefined;

/**
 * The live notifications' place on every page: an empty live region, pre-rendered. The browser
 * connects once the page is idle and adds a card for each new estimate request
 * (client/behaviors/notifications.ts), so no page pays for it before it has loaded.
 */
export function NotificationOverlay() {
  return <NoticeList notices={[]} onDismiss={nothing} />;
}
