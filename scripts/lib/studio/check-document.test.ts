import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantLinks, symlinkLine } from '../../../tests/support/hostileLinks.ts';
import { pagesDir } from '../paths.ts';
import { formatProblem } from '../../../content/index.ts';
import { checkDocument } from './check-document.ts';

let workDir: string;
let pages: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'check-document-'));
  pages = path.join(workDir, 'pages-json');
  await cp(pagesDir, pages, { recursive: true });
  await plantLinks(workDir, pages);
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('checkDocument', { timeout: 30_000 }, () => {
  it("symlink: a linked file, or a file in a linked folder, has the validator's problem and would not build", async () => {
    for (const [file, link] of [
      ['pages-json/towns/x.json', 'pages-json/towns/x.json'],
      ['pages-json/more/y.json', 'pages-json/more'],
    ] as const) {
      const check = await checkDocument(file, '{}', pages);
      expect(check.problems.map(formatProblem)).toEqual([symlinkLine(link)]);
      expect(check.wouldBuild).toBe(false);
      expect(JSON.stringify(check)).not.toContain('fake-secret');
    }
  });

  it('counts a link elsewhere in the folder among the other errors', async () => {
    const text = await readFile(path.join(pages, 'about.json'), 'utf8');
    const check = await checkDocument('pages-json/about.json', text, pages);
    expect(check.problems.filter((problem) => problem.code === 'symlink')).toEqual([]);
    expect(check.otherErrors).toBeGreaterThanOrEqual(2);
  });
});
