import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * The visitor's current year. Hydration first uses the build year baked into the
 * pre-rendered HTML, so server and client markup match, then React re-renders with the clock.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
