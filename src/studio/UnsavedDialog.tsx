/**
 * Asked before the studio opens a file while the open one has unsaved edits (opening the same
 * file again reloads it from disk): save them first, discard them, or stay. A modal <dialog>,
 * so focus moves into it, Escape stays, and the rest of the studio is inert meanwhile.
 */
import { useEffect, useRef } from 'react';

interface Props {
  /** The open file, with unsaved edits. */
  file: string;
  /** The file the author asked to open, while the question is asked. */
  next: string | undefined;
  onSave: () => void;
  onDiscard: () => void;
  onStay: () => void;
}

export function UnsavedDialog({ file, next, onSave, onDiscard, onStay }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (next !== undefined && !element?.open) element?.showModal();
    if (next === undefined && element?.open) element.close();
  }, [next]);
  const reload = next === file;
  return (
    <dialog
      ref={dialog}
      className="unsaved-dialog"
      aria-labelledby="unsaved-heading"
      aria-describedby="unsaved-text"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id="unsaved-heading">Unsaved changes</h2>
      <p id="unsaved-text">
        {reload
          ? `${file} has changes that are not saved. Loading it again from disk would drop them.`
          : `${file} has changes that are not saved. Opening ${next ?? 'another file'} would drop them.`}
      </p>
      <div className="actions">
        <button type="button" onClick={onSave}>
          {reload ? 'Save my changes' : 'Save, then open'}
        </button>
        <button type="button" onClick={onDiscard}>
          {reload ? 'Discard them and load from disk' : 'Discard changes and open'}
        </button>
        <button type="button" onClick={onStay}>
          Keep editing
        </button>
      </div>
    </dialog>
  );
}
