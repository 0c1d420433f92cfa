import type { ComponentType } from 'react';
import type { IslandName } from '../shared/islandAttributes.ts';

type Loader = () => Promise<ComponentType<never>>;

/**
 * Where each island's component lives. Each is its own chunk, fetched only when an island of
 * that name on the page is about to hydrate.
 */
export const islandLoaders: Record<IslandName, Loader> = {
  StatCards: () => import('../ui/StatCards/StatCards.tsx').then((m) => m.StatCards),
};
