/**
 * "Add a section": a drawer of the section types the list may hold, each a button with a
 * picture of the type (its visual-test baseline, served by the dev server) and its name from the
 * schema's title, its description beside it.
 */
import { useState } from 'react';
import { sectionName } from '../shared/schemaWords.ts';
import { SECTION_PICTURE_PATH } from '../shared/studio/preview.ts';
import type { StudioSectionType } from './client.ts';

interface Props {
  /** The list's ids: `id('drawer')`. */
  id: (name: string) => string;
  /** "section" or "sidebar section". */
  noun: string;
  /** Where the new section goes: "after the selected section". */
  where: string;
  types: StudioSectionType[];
  onAdd: (type: StudioSectionType) => void;
}

export function SectionDrawer({ id, noun, where, types, onAdd }: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase();
  const shown = types.filter(
    (type) =>
      !words ||
      sectionName(type.title).toLowerCase().includes(words) ||
      type.description.toLowerCase().includes(words),
  );
  return (
    <div className="add-section">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id('drawer')}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close the kinds of section' : `Add a ${noun}…`}
      </button>
      {open && (
        <input
          type="search"
          className="drawer-search"
          aria-label={`Find a kind of ${noun}`}
          placeholder="Find a kind…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      {open && (
        <ul id={id('drawer')} className="section-drawer" aria-label={`Add a ${noun} ${where}`}>
          {shown.map((type) => (
            <li key={type.type}>
              <button
                type="button"
                aria-describedby={id(`about-${type.type}`)}
                onClick={() => {
                  setOpen(false);
                  onAdd(type);
                }}
              >
                <img
                  src={`${SECTION_PICTURE_PATH}?type=${encodeURIComponent(type.type)}`}
                  alt=""
                  loading="lazy"
                  onError={(event) => (event.currentTarget.hidden = true)}
                />
                <span>{sectionName(type.title)}</span>
              </button>
              <p className="help" id={id(`about-${type.type}`)}>
                {type.description}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
