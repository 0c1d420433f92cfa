import { createContext, useContext, useId, type ComponentType, type ReactNode } from 'react';
import { ISLAND, type HydrateWhen, type IslandName } from '../shared/islandAttributes.ts';

/**
 * Renders an island's inside to HTML as a React root of its own, with the id prefix the client
 * hydrates it with. The pre-render provides it; without it (Storybook, unit tests) an island
 * renders in place as any component does.
 */
export type IslandRenderer = (element: ReactNode, identifierPrefix: string) => string;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/**
 * Makes `Component` an island: pre-rendered as static HTML inside an element that names it and
 * carries its props, so the browser can hydrate just this part, on its own, `when` it fits.
 * Its props must be plain data (they are written into the page as JSON).
 */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  when: HydrateWhen,
) {
  function Island(props: P) {
    const renderSeparately = useContext(IslandRendererContext);
    const prefix = `${useId()}-`;
    const attributes = {
      [ISLAND.name]: name,
      [ISLAND.when]: when,
      [ISLAND.props]: JSON.stringify(props),
      [ISLAND.prefix]: prefix,
      style: { display: 'contents' },
    };
    if (!renderSeparately) {
      return (
        <div {...attributes}>
          <Component {...props} />
        </div>
      );
    }
    const html = renderSeparately(<Component {...props} />, prefix);
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
