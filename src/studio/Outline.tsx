/**
 * The open page's sections in order. Each can be selected, moved (buttons, Alt+Arrow keys on the
 * section's button, or drag and drop), duplicated and removed, shared as a fragment or, when it
 * is a fragment reference, written out in full again; new ones come from the drawer of section
 * types (SectionDrawer.tsx), each added as its schema's example.
 */
import { useEffect, useRef, useState } from 'react';
import type { Json, StudioSectionType } from './client.ts';
import type { ListName } from './fragmentActions.ts';
import { firstHeading, fragmentOf } from './schema.ts';
import { moved, sectionTitle } from './sectionList.ts';
import { SectionDrawer } from './SectionDrawer.tsx';

interface Props {
  /** Which of the page's lists this is; it names the ids and the buttons' section. */
  list: ListName;
  heading: string;
  sections: Json[];
  types: StudioSectionType[];
  selected: number | undefined;
  onSelect: (index: number) => void;
  onSections: (sections: Json[], select?: number) => void;
  /** Writes section `index` to fragments/<name>.json and puts a reference in its place. */
  onShare: (index: number, name: string) => void;
  /** Puts the fragment's section, with the reference's overrides, in place of the reference. */
  onInline: (index: number) => void;
}

export function Outline(props: Props) {
  const { list, heading, sections, types, selected, onSelect, onSections, onShare, onInline } =
    props;
  // "section 2" in the main list, "sidebar section 2" in the sidebar: every button's name is unique.
  const noun = list === 'sidebar' ? 'sidebar section' : 'section';
  const id = (name: string) => `${list}-${name}`;
  const [sharing, setSharing] = useState<number>();
  const [dragged, setDragged] = useState<number>();
  const focusAfterMove = useRef<number>(undefined);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusAfterMove.current === undefined) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.select');
    buttons?.[focusAfterMove.current]?.focus();
    focusAfterMove.current = undefined;
  });
  const move = (from: number, to: number) => {
    const next = moved(sections, from, to);
    if (!next) return;
    focusAfterMove.current = to;
    onSections(next, to);
  };
  const at = selected === undefined ? sections.length : selected + 1;
  return (
    <section aria-labelledby={id('outline-heading')} className="outline">
      <h2 id={id('outline-heading')}>{heading}</h2>
      <p className="help" id={id('outline-keys')}>
        Alt+Up and Alt+Down move the focused section; you can also drag it.
      </p>
      <ol ref={listRef}>
        {sections.map((section, index) => (
          <li
            key={index}
            draggable
            className={`${index === selected ? 'selected' : ''} ${index === dragged ? 'dragging' : ''}`}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => dragged !== undefined && move(dragged, index)}
            onDragEnd={() => setDragged(undefined)}
          >
            <button
              type="button"
              className="select"
              aria-current={index === selected ? 'true' : undefined}
              aria-describedby={id('outline-keys')}
              onClick={() => onSelect(index)}
              onKeyDown={(event) => {
                if (!event.altKey) return;
                if (event.key === 'ArrowUp') move(index, index - 1);
                else if (event.key === 'ArrowDown') move(index, index + 1);
                else return;
                event.preventDefault();
              }}
            >
              <span className="type">{sectionTitle(section, types)}</span>{' '}
              <span className="heading">{firstHeading(section)}</span>
              {fragmentOf(section) !== undefined && (
                <span className="badge">shared: {fragmentOf(section)}</span>
              )}
            </button>
            <span className="section-actions">
              <SectionAction
                noun={noun}
                label="Up"
                index={index}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <SectionAction
                noun={noun}
                label="Down"
                index={index}
                disabled={index === sections.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <SectionAction
                noun={noun}
                label="Duplicate"
                index={index}
                onClick={() =>
                  onSections(
                    [...sections.slice(0, index + 1), section, ...sections.slice(index + 1)],
                    index + 1,
                  )
                }
              />
              <SectionAction
                noun={noun}
                label="Remove"
                index={index}
                onClick={() =>
                  onSections(
                    sections.filter((_, i) => i !== index),
                    undefined,
                  )
                }
              />
              {fragmentOf(section) !== undefined ? (
                <SectionAction
                  noun={noun}
                  label="Write out"
                  index={index}
                  onClick={() => onInline(index)}
                />
              ) : (
                <SectionAction
                  noun={noun}
                  label="Share"
                  index={index}
                  onClick={() => setSharing(index)}
                />
              )}
            </span>
            {sharing === index && (
              <ShareForm
                id={id(`share-name-${index}`)}
                what={`${noun} ${index + 1}`}
                onShare={(name) => {
                  setSharing(undefined);
                  onShare(index, name);
                }}
                onCancel={() => setSharing(undefined)}
              />
            )}
          </li>
        ))}
      </ol>
      <SectionDrawer
        id={id}
        noun={noun}
        where={`after ${selected === undefined ? 'the last' : 'the selected'} ${noun}`}
        types={types}
        onAdd={(type) => {
          focusAfterMove.current = at;
          onSections([...sections.slice(0, at), type.example, ...sections.slice(at)], at);
        }}
      />
    </section>
  );
}

/** One of a section's action buttons; its name says which section it acts on. */
function SectionAction({
  noun,
  label,
  index,
  disabled,
  onClick,
}: {
  noun: string;
  label: string;
  index: number;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" disabled={disabled} onClick={onClick}>
      {label}
      <span className="sr-only">
        {' '}
        {noun} {index + 1}
      </span>
    </button>
  );
}

/** Asks for the name of the fragment file a section is shared as. */
function ShareForm(props: {
  id: string;
  /** The section it shares, e.g. "section 2". */
  what: string;
  onShare: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The form opens from the section's Share button: the name field takes the focus.
  useEffect(() => input.current?.focus(), []);
  const id = props.id;
  return (
    <form
      className="share-form"
      onSubmit={(event) => {
        event.preventDefault();
        props.onShare(name);
      }}
    >
      <label htmlFor={id}>Fragment name for {props.what}</label>
      <input
        id={id}
        ref={input}
        value={name}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        aria-describedby={`${id}-help`}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && props.onCancel()}
      />
      <p className="help" id={`${id}-help`}>
        Lowercase words joined by dashes, e.g. shared-faq: saved as fragments/&lt;name&gt;.json,
        which other pages can then use.
      </p>
      <button type="submit">Share as fragment</button>
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
    </form>
  );
}
