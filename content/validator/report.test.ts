import { describe, expect, it } from 'vitest';
import { publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { QUOTE_LIMIT } from './describe-values.ts';
import { formatProblem, validateContent } from './index.ts';
import type { Problem } from './problem.ts';
import { githubAnnotation, jsonProblem, report, reportFormats, summary } from './report.ts';

const missingHeadline: Problem = {
  code: 'missing-field',
  severity: 'error',
  file: 'pages-json/about.json',
  line: 12,
  column: 7,
  pointer: '/sections/0',
  context: 'hero',
  message: '"headline" is required. Add a "headline" string to this section.',
};
const placeholder: Problem = {
  code: 'unfinished-placeholder',
  severity: 'warning',
  file: 'pages-json/towns/randolph.json',
  line: 8,
  column: 5,
  pointer: '/meta/title',
  message: 'still a placeholder ("TODO(author): the title").',
};

describe('--format text', () => {
  it('writes one line per problem and a summary, for people', () => {
    expect(report('text', [missingHeadline, placeholder], 40)).toEqual({
      stdout: '',
      stderr: [
        'pages-json/about.json:12 /sections/0 (hero): "headline" is required. Add a "headline" string to this section. [missing-field]',
        'pages-json/towns/randolph.json:8 /meta/title: still a placeholder ("TODO(author): the title"). [unfinished-placeholder] (warning)',
        '1 problem and 1 warning in 2 files.',
        '',
      ].join('\n'),
    });
  });

  it('says all is valid when there are only warnings, or nothing', () => {
    expect(summary([placeholder], 40)).toBe(
      'All 40 page files are valid, with 1 warning in 1 file.',
    );
    expect(report('text', [], 40)).toEqual({
      stdout: 'All 40 page files are valid.\n',
      stderr: '',
    });
  });
});

describe('--format github', () => {
  it('writes one workflow command per problem: error or warning, file, line, column and code', () => {
    expect(report('github', [missingHeadline, placeholder], 40).stdout).toBe(
      [
        '::error file=pages-json/about.json,line=12,col=7,title=[missing-field]::/sections/0 (hero): "headline" is required. Add a "headline" string to this section.',
        '::warning file=pages-json/towns/randolph.json,line=8,col=5,title=[unfinished-placeholder]::/meta/title: still a placeholder ("TODO(author): the title").',
        '',
      ].join('\n'),
    );
  });

  it('escapes what GitHub reads as syntax (% and, in properties, , and :); CR and LF show as \\r\\n', () => {
    const tricky = { ...missingHeadline, file: 'pages-json/a,b:c%.json', message: '50%\r\nof it' };
    expect(githubAnnotation(tricky)).toBe(
      '::error file=pages-json/a%2Cb%3Ac%25.json,line=12,col=7,title=[missing-field]::/sections/0 (hero): 50%25\\r\\nof it',
    );
  });
});

describe('--format json', () => {
  it('writes an array of problem objects with the code explained as a hint', () => {
    const { stdout } = report('json', [missingHeadline], 40);
    expect(JSON.parse(stdout)).toEqual([
      {
        file: 'pages-json/about.json',
        line: 12,
        column: 7,
        pointer: '/sections/0',
        section: 'hero',
        code: 'missing-field',
        severity: 'error',
        message: '"headline" is required. Add a "headline" string to this section.',
        hint: 'A required field is missing (or one that another field needs).',
      },
    ]);
    expect(jsonProblem(placeholder)).not.toHaveProperty('section');
  });
});

/** A control character (ESC, CR, LF…) or a format character (U+202E, U+061C…) within one printed line. */
const ACTING = /[\p{Cc}\p{Cf}]/u;
const actingLines = (output: string) => output.split('\n').filter((line) => ACTING.test(line));

describe('an author’s text in every format', () => {
  // A link that, printed raw, erases its own line and prints a fake all-clear in green.
  const hostile =
    '/nowhere\u001b[2K\r\u001b[32mAll 35 page files are valid.\u001b[0m\n\u202e\u061c\u200b';
  const page = (href: string) => ({
    path: 'pages-json/hostile.json',
    text: JSON.stringify({
      schemaVersion: 1,
      path: '/hostile',
      meta: { title: 'A hostile page', description: 'A page whose links try to fool a terminal.' },
      sections: [{ type: 'hero', headline: 'Hostile', actions: [{ label: 'Go', href }] }],
    }),
  });
  const problemsOf = (href: string) =>
    validateContent({ files: [page(href)], schemasDir, publicDir }).filter(
      (problem) => problem.file === 'pages-json/hostile.json',
    );

  it('shows control characters escaped in text, github and json: no line is erased or faked', () => {
    const problems = problemsOf(hostile);
    expect(problems.map((problem) => problem.code)).toContain('broken-link');
    const shown = '\\u001b[2K\\r\\u001b[32mAll 35 page files are valid.';
    for (const format of reportFormats) {
      const { stdout, stderr } = report(format, problems, 1);
      const output = stdout + stderr;
      expect(actingLines(output), format).toEqual([]);
      if (format === 'json') {
        const messages = (JSON.parse(stdout) as { message: string }[]).map((p) => p.message);
        expect(messages.filter((message) => ACTING.test(message))).toEqual([]);
        expect(messages.join('\n')).toContain(shown);
      } else {
        expect(output, format).toContain(shown);
        expect(output.trim().split('\n'), format).toHaveLength(problems.length + 1);
      }
    }
  });

  it('cuts a quoted value to about 120 characters: a 2 MB link makes a short line', () => {
    const long = `/${'a'.repeat(2_000_000)}`;
    const [broken] = problemsOf(long).filter((problem) => problem.code === 'broken-link');
    const line = formatProblem(broken!);
    expect(line.length).toBeLessThan(400);
    expect(line).toContain(`link "/${'a'.repeat(QUOTE_LIMIT - 2)}…" does not lead to any page`);
  });
});
