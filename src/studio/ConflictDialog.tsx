/**
 * The open file changed on disk while it had unsaved edits: both versions side by side, field by
 * field, and the author keeps theirs (saved over the disk's), takes the disk's (their edits stay
 * one Undo away), or merges, choosing mine or the disk's for each field. Focus moves to the
 * heading, Escape decides later, and every choice is a native radio or button.
 */
import { useState } from 'react';
import type { Json } from './client.ts';
import type { Difference } from './conflict.ts';
import { StudioDialog } from './StudioDialog.tsx';

interface Props {
  file: string;
  diffs: Difference[];
  /** "Section 1 (Hero) › Headline" for a field's pointer. */
  placeOf: (pointer: string) => string;
  onKeepMine: () => void;
  onTakeDisk: () => void;
  /** Saves the disk's version with the author's value where `takeMine` is true. */
  onMerge: (takeMine: boolean[]) => void;
  onLater: () => void;
}

const shown = (value: Json | undefined) => {
  if (value === undefined) return '(not set)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text || '(empty)';
};

export function ConflictDialog(props: Props) {
  const { file, diffs, placeOf, onKeepMine, onTakeDisk, onMerge, onLater } = props;
  const [takeMine, setTakeMine] = useState(() => diffs.map((diff) => diff.preferMine));
  return (
    <StudioDialog
      open
      focusHeading
      className="conflict-dialog"
      heading="The file changed on disk"
      text={
        diffs.length === 0
          ? `${file} was rewritten on disk, but it says the same as your version.`
          : `${file} was changed on disk while you edited it. ${diffs.length === 1 ? 'One field differs' : `${diffs.length} fields differ`}; for a merge, choose which version of each to keep.`
      }
      onEscape={onLater}
    >
      {diffs.length > 0 && (
        <div className="conflict-fields">
          {diffs.map((diff, index) => (
            <fieldset key={diff.pointer}>
              <legend>{placeOf(diff.pointer)}</legend>
              {(['mine', 'disk'] as const).map((side) => (
                <label key={side}>
                  <input
                    type="radio"
                    name={`conflict-${diff.pointer}`}
                    checked={takeMine[index] === (side === 'mine')}
                    onChange={() =>
                      setTakeMine((now) => now.map((v, i) => (i === index ? side === 'mine' : v)))
                    }
                  />
                  <span className="side">{side === 'mine' ? 'Mine' : "Disk's"}:</span>{' '}
                  <span className="value">{shown(diff[side])}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      <div className="actions">
        <button type="button" onClick={onKeepMine}>
          Keep mine (save over the disk&apos;s)
        </button>
        <button type="button" onClick={onTakeDisk}>
          Take the disk&apos;s (drop my edits)
        </button>
        {diffs.length > 0 && (
          <button type="button" onClick={() => onMerge(takeMine)}>
            Save the merge
          </button>
        )}
        <button type="button" onClick={onLater}>
          Decide later
        </button>
      </div>
    </StudioDialog>
  );
}
