/**
 * `npm run validate [-- --format text|github|json]`: checks every file in pages-json/ and reports
 * all problems at once. Exit status: 0 when there is no error (warnings, e.g. a draft's
 * placeholders, are allowed), 1 when there is at least one, 2 when the command line is wrong.
 */
import { isError, type Problem, isReportFormat, report, reportFormats } from '../content/index.ts';
import { readPageFolder, validateContent, type PageFolder } from '../content/node.ts';
import { pagesDir } from './lib/paths.ts';
import { contentFolders } from './lib/content-folders.ts';
import { CommandLineError, readArgs } from './lib/args.ts';

/** `folder`: the page folder already read (a build reads it once), else pages-json/ now. */
export async function runValidation(
  folder?: PageFolder,
): Promise<{ problems: Problem[]; fileCount: number }> {
  const read = folder ?? (await readPageFolder(pagesDir));
  const { files, links } = read;
  const problems = validateContent({ ...read, ...contentFolders });
  return { problems, fileCount: files.length + links.length };
}

const usage = `Usage: npm run validate [-- --format ${reportFormats.join('|')}]`;

function readFormat(args: string[]) {
  try {
    const { values } = readArgs(args, { options: { format: { type: 'string', default: 'text' } } });
    if (isReportFormat(values.format)) return values.format;
    return new Error(
      `--format must be one of ${reportFormats.join(', ')}; found "${values.format}".`,
    );
  } catch (error) {
    return error as Error;
  }
}

async function main(args: string[]): Promise<number> {
  const format = readFormat(args);
  if (format instanceof Error) {
    // A flag it does not know is told in one line that names the flags it knows.
    console.error(
      format instanceof CommandLineError ? format.message : `${format.message}\n${usage}`,
    );
    return 2;
  }
  const { problems, fileCount } = await runValidation();
  const { stdout, stderr } = report(format, problems, fileCount);
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  return problems.some(isError) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
