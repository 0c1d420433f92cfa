/**
 * Writes the section reference into AUTHORING.md, between its markers, from schemas/ (the rest
 * of the file is written by hand). `--check` regenerates in memory and fails when the committed
 * file differs.
 */
import { readFile } from 'node:fs/promises';
import { atomicWrite } from './lib/content/atomic-write.ts';
import path from 'node:path';
import { root } from './lib/paths.ts';
import { sectionReference } from './lib/content/section-reference.ts';

export const authoringFile = path.join(root, 'AUTHORING.md');
export const REFERENCE_START =
  '<!-- section-reference:start (made by `npm run gen:docs` from schemas/: edit the schemas, not this part) -->';
export const REFERENCE_END = '<!-- section-reference:end -->';

/** `current` with the part between the markers replaced by `reference`. */
export function withReference(current: string, reference: string): string {
  const start = current.indexOf(REFERENCE_START);
  const end = current.indexOf(REFERENCE_END);
  if (start === -1 || end < start) {
    throw new Error(
      `AUTHORING.md needs the lines ${REFERENCE_START} and ${REFERENCE_END}, in that order, where the section reference goes.`,
    );
  }
  return `${current.slice(0, start + REFERENCE_START.length)}\n\n${reference}\n\n${current.slice(end)}`;
}

async function main() {
  const check = process.argv.includes('--check');
  const current = await readFile(authoringFile, 'utf8');
  const next = withReference(current, sectionReference());
  if (check) {
    if (current !== next) {
      console.error(
        'AUTHORING.md is out of date with schemas/ or the section stories. Run `npm run gen:docs` and commit the result.',
      );
      process.exit(1);
    }
    console.log('AUTHORING.md is in sync with schemas/.');
    return;
  }
  await atomicWrite(authoringFile, next);
  console.log(`Wrote ${path.relative(process.cwd(), authoringFile)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
