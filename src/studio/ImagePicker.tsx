/**
 * Picks an image for a `src` field from the files in public/Assets/, shown as a grid of
 * thumbnails; each is a button named by its file, so the grid works by keyboard and reader too.
 * Where the image has alt text, another picture is used only once the author has said what it
 * shows: the old picture's text would describe the wrong thing.
 */
import { useState } from 'react';
import { AltQuestion } from './AltQuestion.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';

interface Props {
  fieldId: string;
  images: string[];
  value: string;
  /** The image's alt text now, when it has one to replace; undefined when it has no alt field. */
  alt: string | undefined;
  onPick: (src: string, alt?: string) => void;
}

export function ImagePicker({ fieldId, images, value, alt, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string>();
  // Photos added here since the studio opened, shown before the rest.
  const [added, setAdded] = useState<string[]>([]);
  const shown = [...added, ...images.filter((src) => !added.includes(src))];
  const gridId = `${fieldId}-images`;
  const use = (src: string, text?: string) => {
    onPick(src, text);
    setChosen(undefined);
    document.getElementById(fieldId)?.focus();
  };
  if (chosen !== undefined && alt !== undefined)
    return (
      <AltQuestion
        id={`${fieldId}-new-alt`}
        src={chosen}
        old={alt}
        onAnswer={(text) => use(chosen, text)}
        onCancel={() => {
          setChosen(undefined);
          document.getElementById(fieldId)?.focus();
        }}
      />
    );
  return (
    <div className="image-picker">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={gridId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close the images' : 'Choose an image'}
      </button>
      {open && (
        <PhotoUpload
          onAdded={(src, text) => {
            setAdded((before) => [src, ...before]);
            setOpen(false);
            // The author said what the new photo shows: that is its alt text here too.
            use(src, alt === undefined ? undefined : text);
          }}
        />
      )}
      {open && (
        <ul id={gridId} className="image-grid" aria-label="Images in public/Assets">
          {shown.map((src) => (
            <li key={src}>
              <button
                type="button"
                aria-pressed={src === value}
                onClick={() => {
                  setOpen(false);
                  if (alt === undefined || src === value) use(src);
                  else setChosen(src);
                }}
              >
                <img src={src} alt="" loading="lazy" />
                <span>{src.replace('/Assets/', '')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
