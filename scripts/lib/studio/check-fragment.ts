/**
 * What a new fragment file must be before it is written: one section, as the validator checks a
 * fragment file (the same schema, depth bound and wording), and small. A fragment that would
 * make every page using it fail, or make `npm run validate` stop, is never put on disk.
 */
import { schemasDir } from '../paths.ts';
import { parseSource, schemaProblems } from '../../../content/index.ts';
import { loadSchemaSet } from '../../../content/node.ts';

/** A section is a few kilobytes; the largest page file is under 40 kB. */
export const MAX_FRAGMENT_BYTES = 100_000;

/** The fragment file's text, as createFragmentFile writes it. */
export const fragmentText = (section: unknown) => `${JSON.stringify(section, null, 2)}\n`;

/** Why `text` may not be written as the fragment file `file`, or undefined when it may. */
export function fragmentRefusal(file: string, text: string): string | undefined {
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_FRAGMENT_BYTES)
    return `${file} was not written: the section is ${bytes} bytes, more than a fragment may be (${MAX_FRAGMENT_BYTES}). Share a smaller section.`;
  const source = parseSource({ path: file, text });
  const problems = source.syntaxProblem
    ? [source.syntaxProblem]
    : schemaProblems(
        source,
        loadSchemaSet(schemasDir).section,
        loadSchemaSet(schemasDir).index,
        'section',
      );
  if (problems.length === 0) return undefined;
  const listed = problems
    .slice(0, 3)
    .map((problem) => `${problem.pointer}: ${problem.message} [${problem.code}]`)
    .join(' ');
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
  return `${file} was not written: the section is not valid. ${listed}${more} Fix the section, then share it again.`;
}
