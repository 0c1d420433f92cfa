/**
 * Picks an image for a `src` field from the files in public/Assets/, shown as a grid of
 * thumbnails; each is a button named by its file, so the grid works by keyboard and reader too.
 */
import { useState } from 'react';

interface Props {
  fieldId: string;
  images: string[];
  value: string;
  onPick: (src: string) => void;
}

export function ImagePicker({ fieldId, images, value, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const gridId = `${fieldId}-images`;
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
        <ul id={gridId} className="image-grid" aria-label="Images in public/Assets">
          {images.map((src) => (
            <li key={src}>
              <button
                type="button"
                aria-pressed={src === value}
                onClick={() => {
                  onPick(src);
                  setOpen(false);
                  document.getElementById(fieldId)?.focus();
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
