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
  /** Whether the problem's field changed since the check that found it: it is being checked again. */
  isStale: (problem: Problem) => boolean;
}

const places = (count: number) => (count === 1 ? '1 place' : `${count} places`);

/** What a new draft is made with: text to write in place of new:town's placeholders. */
const isPlaceholder = (problem: Problem) => problem.code === 'unfinished-placeholder';
const placesOf = (problems: Problem[]) => new Set(problems.map((problem) => problem.pointer)).size;

/**
 * The status line: a count of places to fill or fix, never "would build" while any remain. In a
 * draft, the placeholders still to write are told apart from the mistakes to fix.
 */
export function statusOf(check: Check, isDraft: boolean): { text: string; tone: string } {
  const count = placesOf(check.problems);
  const elsewhere = check.otherErrors
    ? ` Other files have ${check.otherErrors} error${check.otherErrors === 1 ? '' : 's'} too.`
    : '';
  const toFill = placesOf(check.problems.filter(isPlaceholder));
  const toFix = placesOf(check.problems.filter((problem) => problem.severity === 'error'));
  if (isDraft && toFill + toFix > 0) {
    const parts = [
      ...(toFill ? [`${places(toFill)} to fill`] : []),
      ...(toFix ? [`${places(toFix)} to fix`] : []),
    ];
    return {
      text: `Draft: ${parts.join(' and ')} before it can be published.${elsewhere}`,
      tone: 'draft',
    };
  }
  if (!check.wouldBuild)
    return {
      text: `The build would reject this page: ${places(count)} to fix.${elsewhere}`,
      tone: 'bad',
    };
  if (count > 0)
    return {
      text: `${isDraft ? 'Draft: ready to publish' : 'Would build'}, with warnings in ${places(count)}.`,
      tone: 'draft',
    };
  return { text: isDraft ? 'Draft: ready to publish.' : 'Would build.', tone: 'ok' };
}

export function StatusBar(props: Props) {
  const { check, notice, isDraft, history, onSave, onPublish, placeOf, onProblem, isStale } = props;
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
      {/* One line whether or not the file has problems: a check's answer never moves the panes
          under it, nor what the author is about to click there. */}
      {check.problems.length === 0 && <p className="no-problems">No problems in this file.</p>}
      {check.problems.length > 0 && (
        <details>
          <summary>
            {check.problems.length === 1
              ? 'The problem in this file'
              : `All ${check.problems.length} problems in this file`}
          </summary>
          <ul className="problem-list">
            {check.problems.map((problem) => {
              // Edited since it was found: shown as being checked, not offered as still to do.
              const stale = isStale(problem);
              return (
                <li
                  key={`${problem.pointer}${problem.code}${problem.message}`}
                  data-code={problem.code}
                >
                  <button
                    type="button"
                    className="link"
                    disabled={stale}
                    onClick={() => onProblem(problem)}
                  >
                    <span className="place">{placeOf(problem.pointer)}</span>{' '}
                    {stale ? 'Checking your edit…' : problem.message}
                  </button>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </div>
  );
}
