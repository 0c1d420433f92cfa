/**
 * The media library inside an image picker: every picture under public/Assets/, newest added
 * first, each a button named by its file (so the grid works by keyboard and reader too), with
 * where it is used as saved ("on About Us", "on 3 pages"). A photo an author added also shows the
 * name it came with. A search keeps those whose file name, name as added or alt text (where used,
 * or as given when added) holds the words. A photo an author added that no saved page uses, and that is not the
 * field's own picture, can be deleted after a second press; the server refuses one in use.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { get, post, type LibraryImage } from './client.ts';

interface Props {
  id: string;
  /** The file names the studio read as it opened, shown until the library has answered. */
  images: string[];
  /** Photos added since the studio opened, shown first. */
  added: string[];
  value: string;
  /** `alt`: what the picture was said to show when it was added, when it was. */
  onChoose: (src: string, alt?: string) => void;
}

const unknownUse = (src: string): LibraryImage => ({ src, photo: false, usedOn: [], alts: [] });

function whereUsed({ usedOn }: LibraryImage): string {
  if (usedOn.length === 0) return 'on no page';
  if (usedOn.length === 1) return `on ${usedOn[0]!.name}`;
  return `on ${usedOn.length} pages`;
}

const matches = (image: LibraryImage, words: string[]) => {
  const { src, alts, added } = image;
  const text = [src, ...alts, added?.name ?? '', added?.alt ?? ''].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
};

export function ImageLibrary({ id, images, added, value, onChoose }: Props) {
  const searchId = useId();
  const [library, setLibrary] = useState<LibraryImage[]>();
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState('');
  const load = () => get('library').then(setLibrary, (error: Error) => setMessage(error.message));
  useEffect(() => void load(), []);

  const known = library ?? images.map(unknownUse);
  const bySrc = new Map(known.map((image) => [image.src, image]));
  const ordered = [
    // Once the library has answered, an added photo it does not list was deleted.
    ...added.flatMap((src) => bySrc.get(src) ?? (library ? [] : [unknownUse(src)])),
    ...known.filter((image) => !added.includes(image.src)),
  ];
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = ordered.filter((image) => matches(image, words));

  const remove = async (src: string) => {
    try {
      await post('delete-photo', { src });
      setMessage(`Deleted ${src.replace('/Assets/', '')}.`);
    } catch (error) {
      setMessage((error as Error).message);
    }
    await load();
  };

  return (
    <div className="image-library">
      <label htmlFor={searchId}>Search images by file name or description</label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className="image-library-status">
        {message || `${shown.length} of ${ordered.length} images`}
      </p>
      <ul id={id} className="image-grid" aria-label="Images in public/Assets">
        {shown.map((image) => (
          <li key={image.src}>
            <button
              type="button"
              aria-pressed={image.src === value}
              onClick={() => onChoose(image.src, image.added?.alt)}
            >
              <img src={image.src} alt="" loading="lazy" />
              <span>{image.src.replace('/Assets/', '')}</span>
              {/* The space keeps the button's name two phrases for a screen reader. */}
              {image.added && <span className="image-added-as"> added as {image.added.name}</span>}
            </button>
            {library && (
              <span className="image-use" title={image.usedOn.map((use) => use.name).join(', ')}>
                {whereUsed(image)}
              </span>
            )}
            {library && image.photo && image.usedOn.length === 0 && image.src !== value && (
              <DeleteButton
                name={image.src.replace('/Assets/', '')}
                onDelete={() => void remove(image.src)}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface DeleteProps {
  name: string;
  onDelete: () => void;
}

/** Delete, then "Delete for good" or "Keep"; focus moves to what the press showed. */
function DeleteButton({ name, onDelete }: DeleteProps) {
  const [asking, setAsking] = useState(false);
  const moved = useRef(false);
  const focusIfMoved = (button: HTMLButtonElement | null) => {
    if (button && moved.current) button.focus();
  };
  const ask = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };
  if (!asking)
    return (
      <button
        ref={focusIfMoved}
        type="button"
        className="image-delete"
        aria-label={`Delete ${name}`}
        onClick={() => ask(true)}
      >
        Delete
      </button>
    );
  return (
    <span className="image-delete-confirm">
      <button ref={focusIfMoved} type="button" onClick={onDelete}>
        Delete {name} for good
      </button>
      <button type="button" onClick={() => ask(false)}>
        Keep
      </button>
    </span>
  );
}
