import { describe, expect, it } from 'vitest';
import type { Problem } from './problem.ts';
import { githubAnnotation, jsonProblem, report, summary } from './report.ts';

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

  it('escapes what GitHub reads as syntax: %, CR and LF, and in properties also , and :', () => {
    const tricky = { ...missingHeadline, file: 'pages-json/a,b:c%.json', message: '50%\r\nof it' };
    expect(githubAnnotation(tricky)).toBe(
      '::error file=pages-json/a%2Cb%3Ac%25.json,line=12,col=7,title=[missing-field]::/sections/0 (hero): 50%25%0D%0Aof it',
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
