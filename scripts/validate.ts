/** `npm run validate`: checks every file in pages-json/ and reports all problems at once. */
import {
  formatProblem,
  loadContentFiles,
  validateContent,
  type Problem,
} from './lib/validator/index.ts';
import { pagesDir, publicDir, schemasDir } from './lib/paths.ts';

export async function runValidation(): Promise<{ problems: Problem[]; fileCount: number }> {
  const files = await loadContentFiles(pagesDir);
  return { problems: validateContent({ files, schemasDir, publicDir }), fileCount: files.length };
}

function main(problems: Problem[], fileCount: number): number {
  if (problems.length === 0) {
    console.log(`All ${fileCount} page files are valid.`);
    return 0;
  }
  for (const problem of problems) console.error(formatProblem(problem));
  const files = new Set(problems.map((problem) => problem.file)).size;
  const noun = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  console.error(`${noun(problems.length, 'problem')} in ${noun(files, 'file')}.`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, fileCount } = await runValidation();
  process.exitCode = main(problems, fileCount);
}
