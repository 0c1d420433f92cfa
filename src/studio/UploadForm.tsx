/**
 * Adds a file from the author's device, picked or dropped on the form: the file and what it shows
 * are asked together, and the dev server puts it through its one pipeline (photos: upright,
 * metadata stripped, re-encoded; videos: index first, place removed). A refused file is said in
 * one line, and the form keeps what was chosen and typed.
 */
import { useId, useRef, useState, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { describeTextFault, textFault } from '../shared/authorText.ts';

/** The words of one kind of upload: "photo" or "video". */
export interface UploadKind {
  noun: string;
  /** The file input's accept list. */
  accept: string;
  /** The largest file the pipeline takes, checked before a byte is sent. */
  maxBytes: number;
}

interface Props {
  kind: UploadKind;
  /** Sends the file (its bytes in base64) and what it shows; a thrown message is shown as it is. */
  send: (file: File, data: string, alt: string) => Promise<void>;
  /** Said under the form once a file has been added. */
  done?: ReactNode;
}

/** The file's bytes as base64, for the JSON body every studio write sends. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export function UploadForm({ kind: { noun, accept, maxBytes }, send, done }: Props) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  /** A file dropped on the form is chosen as if picked: the file input shows its name. */
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
        ? `${files.length} files were dropped; ${noun}s are added one at a time, each with what it shows. ${first.name} is chosen.`
        : '',
    );
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(`Choose a ${noun} to add.`);
    if (file.size > maxBytes)
      return setError(
        `${file.name} is ${megabytes(file.size)}; a ${noun} may be at most ${megabytes(maxBytes)}.`,
      );
    // The pipeline's own check, said before a byte is sent.
    const altFault = textFault(alt.trim());
    if (altFault?.kind === 'empty')
      return setError(`Say what the ${noun} shows, for people who cannot see it.`);
    if (altFault) return setError(`The text ${describeTextFault(altFault)}. Remove it.`);
    setBusy(true);
    setError('');
    try {
      await send(file, await base64Of(file), alt);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={dragging ? 'upload-form dragging' : 'upload-form'}
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void add(e)}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p id={`${id}-title`} className="upload-form-title">
        Add a {noun} of your own
      </p>
      <label htmlFor={`${id}-file`}>
        {noun[0]!.toUpperCase() + noun.slice(1)} from this device (up to {megabytes(maxBytes)})
      </label>
      <p className="upload-form-hint">Choose one, or drop it on this box.</p>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={accept}
        onChange={(e) => setFile(e.target.files?.[0])}
      />
      <label htmlFor={`${id}-alt`}>What the {noun} shows</label>
      <input
        id={`${id}-alt`}
        type="text"
        maxLength={250}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
      />
      <button type="submit" disabled={busy}>
        {busy ? `Adding the ${noun}…` : `Add the ${noun}`}
      </button>
      {note && (
        <p role="status" className="upload-form-note">
          {note}
        </p>
      )}
      {error && (
        <p role="alert" className="upload-form-error">
          {error}
        </p>
      )}
      {done && !busy && !error && (
        <p role="status" className="upload-form-note">
          {done}
        </p>
      )}
    </form>
  );
}
