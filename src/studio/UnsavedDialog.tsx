/**
 * Asked before the studio opens a file while the open one has unsaved edits (opening the same
 * file again reloads it from disk): save them first, discard them, or stay; Escape stays.
 */
import { StudioDialog } from './StudioDialog.tsx';

interface Props {
  /** The open file, with unsaved edits. */
  file: string;
  /** The file the author asked to open, while the question is asked. */
  next: string | undefined;
  /** The save asked for is under way: the choices wait for it (a save checks the whole site). */
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onStay: () => void;
}

export function UnsavedDialog({ file, next, saving, onSave, onDiscard, onStay }: Props) {
  const reload = next === file;
  return (
    <StudioDialog
      open={next !== undefined}
      heading="Unsaved changes"
      text={
        reload
          ? `${file} has changes that are not saved. Loading it again from disk would drop them.`
          : `${file} has changes that are not saved. Opening ${next ?? 'another file'} would drop them.`
      }
      onEscape={() => (saving ? undefined : onStay())}
    >
      <div className="actions" aria-busy={saving}>
        <button type="button" onClick={onSave} disabled={saving}>
          {saving ? 'Saving…' : reload ? 'Save my changes' : 'Save, then open'}
        </button>
        <button type="button" onClick={onDiscard} disabled={saving}>
          {reload ? 'Discard them and load from disk' : 'Discard changes and open'}
        </button>
        <button type="button" onClick={onStay} disabled={saving}>
          Keep editing
        </button>
      </div>
    </StudioDialog>
  );
}
