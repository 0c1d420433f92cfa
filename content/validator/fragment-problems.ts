import type { ValidateFunction } from 'ajv';
import {
  fragmentName,
  fragmentSection,
  resolveFragments,
  type FragmentIssue,
} from '../fragments.ts';
import { closestMatch } from './closest-match.ts';
import { isRecord } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import type { SchemaIndex } from './schema-index.ts';
import { schemaProblems } from './schema-problems.ts';
import { quoted } from './describe-values.ts';

type Json = Record<string, unknown>;

export interface FragmentCheck {
  /** Every page's value with its fragment references resolved (as written when they cannot be). */
  resolved: Map<JsonSource, unknown>;
  problems: Problem[];
}

interface Schemas {
  page: ValidateFunction;
  section: ValidateFunction;
  index: SchemaIndex;
}

const within = (pointer: string, outer: string) =>
  pointer === outer || pointer.startsWith(`${outer}/`);

function issueProblem(
  source: JsonSource,
  issue: FragmentIssue,
  fragments: Map<string, Json>,
  folder: string,
): Problem {
  if (issue.kind === 'missing') {
    const guess = closestMatch(issue.name, fragments.keys());
    const advice = guess
      ? `Use one of the existing fragments, e.g. ${quoted(guess)}`
      : `Create ${folder}${issue.name}.json holding one section`;
    return source.problem(
      'missing-fragment',
      `${issue.pointer}/fragment`,
      `fragment ${quoted(issue.name)} was not found in ${folder}. ${advice}, or write the section here in full.`,
    );
  }
  const expected = String(issue.expected);
  const found = String(issue.found);
  const sameType = [...fragments].find(([, fragment]) => fragment.type === issue.expected)?.[0];
  const alternative = sameType
    ? `refer to a ${expected} fragment, e.g. ${quoted(sameType)}`
    : `write the ${expected} section here in full`;
  return source.problem(
    'fragment-type-mismatch',
    `${issue.pointer}/type`,
    `fragment ${quoted(issue.name)} holds a ${found} section, not ${expected}. Set "type" to ${quoted(found)} to use it, or ${alternative}.`,
  );
}

/**
 * Checks every fragment file as one section, then resolves every page's references: a missing or
 * wrong-typed fragment is reported at the reference, and a resolved section that breaks its
 * schema (through the reference's overrides) at the reference's fields. A fragment that is itself
 * invalid is reported once, in its own file, not again at each page that uses it.
 */
export function fragmentProblems(
  pages: readonly JsonSource[],
  fragmentSources: readonly JsonSource[],
  schemas: Schemas,
  folder: string,
): FragmentCheck {
  const problems: Problem[] = [];
  const fragments = new Map<string, Json>();
  const invalid = new Set<string>();
  for (const source of fragmentSources) {
    if (source.syntaxProblem || !isRecord(source.value)) continue;
    const section = fragmentSection(source.value);
    fragments.set(fragmentName(source), section);
    const view = source.withValue(section);
    const own = schemaProblems(view, schemas.section, schemas.index, 'fragment');
    if (own.length > 0) invalid.add(fragmentName(source));
    problems.push(...own);
  }

  const resolved = new Map<JsonSource, unknown>();
  for (const source of pages) {
    if (source.syntaxProblem) continue;
    const resolution = resolveFragments(source.value, fragments);
    resolved.set(source, resolution.doc);
    problems.push(...resolution.issues.map((i) => issueProblem(source, i, fragments, folder)));
    const checked = resolution.references.filter((r) => !invalid.has(r.name));
    if (checked.length === 0) continue;
    // Lines come from the page as written, so a problem lands on the reference (or its override).
    const view = source.withValue(resolution.doc);
    const inReference = (problem: Problem) =>
      checked.some((r) => within(problem.pointer, r.pointer));
    problems.push(...schemaProblems(view, schemas.page, schemas.index, 'page').filter(inReference));
  }
  return { resolved, problems };
}
