import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandProviders } from '../app/IslandProviders.tsx';

/** Calls `onCommit` once its children are on the page, hydrated. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island's pre-rendered HTML as a React root of its own, inside the same providers
 * and with the same id prefix the pre-render used; resolves once it is live.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<never>,
  props: object,
  identifierPrefix: string,
): Promise<void> {
  const Island = Component as ComponentType<object>;
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <IslandProviders>
        <Committed onCommit={resolve}>
          <Island {...props} />
        </Committed>
      </IslandProviders>,
      {
        identifierPrefix,
        onRecoverableError(error) {
          console.error('An island recovered from a hydration error:', error);
        },
      },
    );
  });
}
