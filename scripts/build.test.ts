/**
 * `npm run build` in a copy of the project whose hero writes its page's h1 id twice (a component
 * fault no page file can cause, so validation passes): the pre-render's last guard stops the
 * build with the author's message, naming the page, its file and the id, and no stack trace.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../tests/support/projectCopy.ts';

let project: ProjectCopy | undefined;
afterAll(() => project?.remove());

type Failed = { code?: number; stdout: string; stderr: string };

it(
  'stops on a repeated element id with a plain message and exit status 1',
  { timeout: 300_000 },
  async () => {
    project = await copyProject('build-ids-');
    const hero = path.join(project.dir, 'src/sections/Hero/Hero.tsx');
    const source = await readFile(hero, 'utf8');
    expect(source).toContain('id={section.anchor}');
    await writeFile(hero, source.replace('id={section.anchor}', 'id={PAGE_HEADING_ID}'));

    const failed = await project.npmRun('build', ['--no-precompress']).then(
      () => undefined,
      (error: Failed) => error,
    );
    expect(failed, 'the build should fail').toBeDefined();
    expect(failed!.code).toBe(1);
    expect(failed!.stdout).toMatch(/^Validated \d+ page files/m);
    expect(failed!.stderr).toContain(
      '/about, made from pages-json/about.json, gives one id to several elements: "page-heading" (2 elements).',
    );
    expect(failed!.stderr).toMatch(
      /Build stopped: dist\/ is incomplete\. Fix the ids and build again\.\n$/,
    );
    expect(failed!.stderr).not.toMatch(/^\s+at /m);
    expect(failed!.stderr).not.toMatch(/Error:/);
  },
);
