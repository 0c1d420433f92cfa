/**
 * Inserts a link to one of the site's pages into author text: the author picks a page by its name
 * from the list and gives the link's words (the text selected in the field, if any), and gets
 * `[words](/route)`, which the validator and the renderer read as a link to that page.
 */
import { useEffect, useRef, useState } from 'react';
import type { PageLink } from './catalog.ts';

interface Props {
  id: string;
  routes: PageLink[];
  /** The text selected in the field when the picker opened: the link's words to start with. */
  selected: string;
  onInsert: (link: string) => void;
  onClose: () => void;
}

/** `[label](/route)`, with the brackets that would end the label early left out. */
export const linkText = (label: string, route: string) =>
  `[${label.replace(/[[\]]/g, '').trim()}](${route})`;

export function LinkPicker({ id, routes, selected, onInsert, onClose }: Props) {
  const [route, setRoute] = useState(routes[0]?.route ?? '/');
  const [label, setLabel] = useState(selected);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const escape = (event: { key: string }) => event.key === 'Escape' && onClose();
  return (
    <fieldset className="link-picker">
      <legend>Link to a page of the site</legend>
      <label htmlFor={`${id}-route`}>Page</label>
      <select
        id={`${id}-route`}
        ref={first}
        value={route}
        onChange={(event) => setRoute(event.target.value)}
        onKeyDown={escape}
      >
        {routes.map((link) => (
          <option key={link.route} value={link.route}>
            {link.name} ({link.route})
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-label`}>Link text</label>
      <input
        id={`${id}-label`}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        onKeyDown={escape}
      />
      <div className="actions">
        <button
          type="button"
          disabled={label.trim() === ''}
          onClick={() => onInsert(linkText(label, route))}
        >
          Insert link
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
