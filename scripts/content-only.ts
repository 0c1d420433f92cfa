/**
 * `npx tsx scripts/content-only.ts [--base <commit>]`: whether the change since the base touches
 * only content (lib/suite/content-change.ts), for the CI workflow to choose between
 * `npm run check:content` and the full suite. Prints `content-only=true` or `false`, and writes
 * it to $GITHUB_OUTPUT when set. The base is found as the visual review finds it (--base, else
 * where the branch left main). When the change cannot be read, the answer is false: the full
 * suite checks everything.
 */
import { appendFileSync } from 'node:fs';
import { changedFiles, contentKind, isContentOnly } from './lib/suite/content-change.ts';
import { findBase } from './lib/visual/review-pages.ts';
import { argsOrExit } from './lib/args.ts';

const { values } = argsOrExit({ options: { base: { type: 'string' } } });

async function answer(): Promise<boolean> {
  try {
    const base = await findBase(values.base);
    const files = await changedFiles(base.commit);
    const code = files.filter((file) => !contentKind(file));
    if (isContentOnly(files)) {
      console.log(`${files.length} file(s) changed since ${base.name}, all content.`);
      return true;
    }
    console.log(
      files.length === 0
        ? `No file changed since ${base.name}.`
        : `${code.length} of ${files.length} changed file(s) since ${base.name} are not content, e.g. ${code[0]}.`,
    );
  } catch (error) {
    console.log(`The change could not be read (${(error as Error).message.trim()}).`);
  }
  return false;
}

const contentOnly = await answer();
console.log(
  contentOnly
    ? 'content-only=true: `npm run check:content` checks it.'
    : 'content-only=false: the full suite checks it.',
);
if (process.env.GITHUB_OUTPUT)
  appendFileSync(process.env.GITHUB_OUTPUT, `content-only=${contentOnly}\n`);
