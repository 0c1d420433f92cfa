import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while hydrating, true once the component runs in the browser. */
export function useHasMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
