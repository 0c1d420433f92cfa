/**
 * The browser's part of every pre-rendered page. Static by default: the page is complete HTML,
 * and this runs only the parts that move (the controls, the estimate form included, start
 * earlier: entry-controls.ts). Small behaviours bound to the markup run at once (no framework);
 * islands hydrate one by one when they fit (client/scheduler.ts); the notification cards load
 * when they are first needed.
 */
import { backgroundVideos } from './behaviors/backgroundVideo.ts';
import { currentYear } from './behaviors/currentYear.ts';
import { headerScrollState } from './behaviors/header.ts';
import { notifications } from './behaviors/notifications.ts';
import { showMobileBottomBarAfterOpening } from './behaviors/mobileBottomBar.ts';
import { removeSplashWhenDone } from './behaviors/splash.ts';
import { stickySidebar } from './behaviors/stickySidebar.ts';
import { scheduleIslands } from './scheduler.ts';

export function startPage(): void {
  removeSplashWhenDone();
  headerScrollState();
  showMobileBottomBarAfterOpening();
  stickySidebar();
  currentYear();
  backgroundVideos();
  scheduleIslands();
  notifications();
}
