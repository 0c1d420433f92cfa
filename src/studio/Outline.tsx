/**
 * The open page's sections in order. Each can be selected, moved (buttons, Alt+Arrow keys on the
 * section's button, or drag and drop), duplicated and removed; new ones come from the registry's
 * types with their schema description and example.
 */
import { useEffect, useRef, useState } from 'react';
import type { Json, SectionType } from './client.ts';
import { firstHeading, isObject } from './schema.ts';

interface Props {
  sections: Json[];
  types: SectionType[];
  selected: number | undefined;
  onSelect: (index: number) => void;
  onSections: (sections: Json[], select?: number) => void;
}

export function Outline({ sections, types, selected, onSelect, onSections }: Props) {
  const [adding, setAdding] = useState(types[0]?.type ?? '');
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
    if (to < 0 || to >= sections.length || from === to) return;
    const next = [...sections];
    const [section] = next.splice(from, 1);
    next.splice(to, 0, section!);
    focusAfterMove.current = to;
    onSections(next, to);
  };
  const titleOf = (section: Json) => {
    const type = isObject(section) ? String(section.type ?? 'fragment') : '?';
    return types.find((t) => t.type === type)?.title ?? type;
  };
  const chosen = types.find((t) => t.type === adding);
  const at = selected === undefined ? sections.length : selected + 1;
  return (
    <section aria-labelledby="outline-heading" className="outline">
      <h2 id="outline-heading">Sections</h2>
      <p className="help" id="outline-keys">
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
              aria-describedby="outline-keys"
              onClick={() => onSelect(index)}
              onKeyDown={(event) => {
                if (!event.altKey) return;
                if (event.key === 'ArrowUp') move(index, index - 1);
                else if (event.key === 'ArrowDown') move(index, index + 1);
                else return;
                event.preventDefault();
              }}
            >
              <span className="type">{titleOf(section)}</span>{' '}
              <span className="heading">{firstHeading(section)}</span>
            </button>
            <span className="section-actions">
              <SectionAction
                label="Up"
                index={index}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <SectionAction
                label="Down"
                index={index}
                disabled={index === sections.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <SectionAction
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
                label="Remove"
                index={index}
                onClick={() =>
                  onSections(
                    sections.filter((_, i) => i !== index),
                    undefined,
                  )
                }
              />
            </span>
          </li>
        ))}
      </ol>
      <div className="add-section">
        <label htmlFor="add-type">Add a section</label>
        <select
          id="add-type"
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
          aria-describedby="add-description"
        >
          {types.map((t) => (
            <option key={t.type} value={t.type}>
              {t.title} ({t.type})
            </option>
          ))}
        </select>
        <p className="help" id="add-description">
          {chosen?.description}
        </p>
        <button
          type="button"
          disabled={!chosen}
          onClick={() =>
            chosen &&
            onSections([...sections.slice(0, at), chosen.example, ...sections.slice(at)], at)
          }
        >
          Add {chosen?.title ?? 'section'} after{' '}
          {selected === undefined ? 'the last' : 'the selected'} section
        </button>
      </div>
    </section>
  );
}

/** One of a section's action buttons; its name says which section it acts on. */
function SectionAction({
  label,
  index,
  disabled,
  onClick,
}: {
  label: string;
  index: number;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" disabled={disabled} onClick={onClick}>
      {label}
      <span className="sr-only"> section {index + 1}</span>
    </button>
  );
}
