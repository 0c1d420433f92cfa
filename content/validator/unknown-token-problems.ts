/**
 * A word in braces that is not a token (`{phon}`) would be published as written; the site fills
 * in only the tokens shared/authorText.ts names.
 */
import { TOKENS, unknownTokens } from '../../src/shared/authorText.ts';
import { closestMatch } from './closest-match.ts';
import { stringLeaves, toPointer } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { NON_TEXT_KEYS } from './unique-copy.ts';

const known = TOKENS.map((name) => `{${name}}`).join(', ');

/** An error for each unknown token in the file's visible text, with the nearest known one. */
export function unknownTokenProblems(source: JsonSource): Problem[] {
  const prose = stringLeaves(source.value, (key) => NON_TEXT_KEYS.has(key));
  return prose.flatMap(({ segments, text }) =>
    unknownTokens(text).map((name) => {
      const guess = closestMatch(name, TOKENS, Math.max(1, Math.floor(name.length / 2)));
      const fix = guess ? `Did you mean "{${guess}}"? ` : '';
      return source.problem(
        'unknown-token',
        toPointer(segments),
        `"{${name}}" is not a token, so it would be published as written. ${fix}The tokens are ${known}; or remove the braces.`,
      );
    }),
  );
}
