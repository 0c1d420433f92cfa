/**
 * Picks an image for a `src` field: a photo added from the author's device (PhotoUpload), or any
 * picture of the media library (ImageLibrary).
 * Where the image has alt text, another picture is used only once the author has said what it
 * shows: the old picture's text would describe the wrong thing.
 */
import { useState } from 'react';
import { AltQuestion } from './AltQuestion.tsx';
import { ImageLibrary } from './ImageLibrary.tsx';
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
  // The picture chosen, and what it was said to show when it was added (the answer's start).
  const [chosen, setChosen] = useState<{ src: string; alt?: string }>();
  // Photos added here since the studio opened, shown before the rest.
  const [added, setAdded] = useState<string[]>([]);
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
        src={chosen.src}
        old={alt}
        added={chosen.alt}
        onAnswer={(text) => use(chosen.src, text)}
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
        <ImageLibrary
          id={gridId}
          images={images}
          added={added}
          value={value}
          onChoose={(src, addedAlt) => {
            setOpen(false);
            if (alt === undefined || src === value) use(src);
            else setChosen({ src, alt: addedAlt });
          }}
        />
      )}
    </div>
  );
}
