/**
 * How far the page is from being published, in an author's words, every problem of the file as
 * a button to its field, and the save/undo/redo/publish actions.
 */
import type { Check, Problem } from './client.ts';

interface Props {
  check: Check;
  notice: string;
  isDraft: boolean;
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  onSave: () => void;
  onPublish: () => void;
  /** Where each problem is, in words ("Section 3 (Hero) › Headline"). */
  placeOf: (pointer: string) => string;
  /** Shows the problem's field and puts the focus in it. */
  onProblem: (problem: Problem) => void;
}

const places = (count: number) => (count === 1 ? '1 place' : `${count} places`);

/** The status line: a count of places to fill or fix, never "would build" while any remain. */
export function statusOf(check: Check, isDraft: boolean): { text: string; tone: string } {
  const count = new Set(check.problems.map((problem) => problem.pointer)).size;
  const elsewhere = check.otherErrors
    ? ` Other files have ${check.otherErrors} error${check.otherErrors === 1 ? '' : 's'} too.`
    : '';
  if (isDraft && count > 0)
    return {
      text: `Draft: ${places(count)} to fill before it can be published.${elsewhere}`,
      tone: 'draft',
    };
  if (!check.wouldBuild)
    return {
      text: `The build would reject this page: ${places(count)} to fix.${elsewhere}`,
      tone: 'bad',
    };
  if (count > 0) return { text: `Would build, with warnings in ${places(count)}.`, tone: 'draft' };
  return { text: isDraft ? 'Draft: ready to publish.' : 'Would build.', tone: 'ok' };
}

export function StatusBar(props: Props) {
  const { check, notice, isDraft, history, onSave, onPublish, placeOf, onProblem } = props;
  const status = statusOf(check, isDraft);
  return (
    <div className="status">
      <p role="status" className={status.tone}>
        {status.text} {notice}
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
          <summary>
            {check.problems.length === 1
              ? 'The problem in this file'
              : `All ${check.problems.length} problems in this file`}
          </summary>
          <ul className="problem-list">
            {check.problems.map((problem) => (
              <li key={`${problem.pointer}${problem.code}${problem.message}`}>
                <button type="button" className="link" onClick={() => onProblem(problem)}>
                  <span className="place">{placeOf(problem.pointer)}</span> {problem.message}{' '}
                  <code>[{problem.code}]</code>
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
