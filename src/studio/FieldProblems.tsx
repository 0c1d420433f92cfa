import type { Problem } from './client.ts';

/** The validator's problems at one field: message (which says the fix) and code. */
export function FieldProblems({ id, problems }: { id: string; problems: Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="problems" id={`${id}-problems`}>
      {problems.map((problem) => (
        <li key={`${problem.code}${problem.message}`} className={problem.severity}>
          {problem.message} <code>[{problem.code}]</code>
          {problem.severity === 'warning' ? ' (warning)' : ''}
        </li>
      ))}
    </ul>
  );
}
