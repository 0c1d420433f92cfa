/** Whether the page would build, every problem of the file, and the save/undo/redo/publish actions. */
import type { Check } from './client.ts';

interface Props {
  check: Check;
  notice: string;
  isDraft: boolean;
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  onSave: () => void;
  onPublish: () => void;
}

export function StatusBar({ check, notice, isDraft, history, onSave, onPublish }: Props) {
  const errors = check.problems.filter((problem) => problem.severity === 'error').length;
  const status = check.wouldBuild
    ? 'Would build.'
    : `The build would reject this: ${errors} error(s) here${check.otherErrors ? `, ${check.otherErrors} in other files` : ''}.`;
  return (
    <div className="status">
      <p role="status" className={check.wouldBuild ? 'ok' : 'bad'}>
        {status} {notice}
      </p>
      <div className="actions">
        <button type="button" onClick={onSave}>
          Save
        </button>
        <button type="button" disabled={!history.canUndo} onClick={history.undo}>
          Undo
        </button>
        <button type="button" disabled={!history.canRedo} onClick={history.redo}>
          Redo
        </button>
        {isDraft && (
          <button type="button" onClick={onPublish}>
            Publish (remove draft)
          </button>
        )}
      </div>
      {check.problems.length > 0 && (
        <details>
          <summary>All {check.problems.length} problem(s) in this file</summary>
          <ul>
            {check.problems.map((problem) => (
              <li key={`${problem.pointer}${problem.code}${problem.message}`}>
                <code>{problem.pointer}</code> {problem.message} <code>[{problem.code}]</code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
