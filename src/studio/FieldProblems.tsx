import type { Problem } from './client.ts';

/**
 * The validator's problems at one field, in words: the message says what is wrong and the fix.
 * The problem's code is for tools (`npm run validate`), so it is kept out of the text.
 */
export function FieldProblems({ id, problems }: { id: string; problems: Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="problems" id={`${id}-problems`}>
      {problems.map((problem) => (
        <li
          key={`${problem.code}${problem.message}`}
          className={problem.severity}
          data-code={problem.code}
        >
          {problem.message}
          {problem.severity === 'warning' ? ' (warning)' : ''}
        </li>
      ))}
    </ul>
  );
}
