/**
 * Adds a photo from the author's device, picked or dropped on the form: the file and what it shows
 * are asked together, and the dev server puts it through the one photo pipeline (upright,
 * metadata stripped, re-encoded, stored once). A refused photo is said in one line, and the form keeps what was chosen and typed.
 */
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { post } from './client.ts';

interface Props {
  onAdded: (src: string, alt: string) => void;
}

/** The file's bytes as base64, for the JSON body every studio write sends. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });

export function PhotoUpload({ onAdded }: Props) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  /** A photo dropped on the form is chosen as if picked: the file input shows its name. */
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const { files } = event.dataTransfer;
    const first = files[0];
    if (!first) return;
    if (input.current) input.current.files = files;
    setFile(first);
    setError('');
    setNote(
      files.length > 1
        ? `${files.length} files were dropped; photos are added one at a time, each with what it shows. ${first.name} is chosen.`
        : '',
    );
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a photo to add.');
    if (!alt.trim()) return setError('Say what the photo shows, for people who cannot see it.');
    setBusy(true);
    setError('');
    try {
      const photo = await post('photo', { name: file.name, alt, data: await base64Of(file) });
      onAdded(photo.src, photo.alt);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={dragging ? 'photo-upload dragging' : 'photo-upload'}
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void add(e)}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p id={`${id}-title`} className="photo-upload-title">
        Add a photo of your own
      </p>
      <label htmlFor={`${id}-file`}>Photo from this device (up to 30 MB)</label>
      <p className="photo-upload-hint">Choose one, or drop it on this box.</p>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept=".jpg,.jpeg,.png,.webp,.avif,.heic,.heif"
        onChange={(e) => setFile(e.target.files?.[0])}
      />
      <label htmlFor={`${id}-alt`}>What the photo shows</label>
      <input
        id={`${id}-alt`}
        type="text"
        maxLength={250}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
      />
      <button type="submit" disabled={busy}>
        {busy ? 'Adding the photo…' : 'Add the photo'}
      </button>
      {note && (
        <p role="status" className="photo-upload-note">
          {note}
        </p>
      )}
      {error && (
        <p role="alert" className="photo-upload-error">
          {error}
        </p>
      )}
    </form>
  );
}
