/**
 * What an island's element says about it, shared by the pre-render (islands/island.tsx) and the
 * browser's runtime (client/), which must not load React just to read it.
 */

/**
 * When an island's script runs: as soon as the page has painted, when the browser is idle, when
 * it scrolls into view, or on the visitor's first press, focus or hover inside it.
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction';

/** Each island's name: the key of its loader in the client's island registry. */
export type IslandName = 'StatCards';

/** The attributes an island's element carries, read by the client runtime. */
export const ISLAND = {
  name: 'data-island',
  when: 'data-when',
  props: 'data-props',
  prefix: 'data-id-prefix',
  hydrated: 'data-hydrated',
} as const;
