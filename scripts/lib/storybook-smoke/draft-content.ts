/**
 * The smoke test's draft content: a copy of the page files with new:town's draft town, a new
 * fragment it uses and an existing town's headline edited; and the visual review of that build.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTown } from '../scaffold/new-town.ts';
import { pagesDir, root } from '../paths.ts';

/** What the draft run adds to a copy of the page files: new:town's draft and a fragment it uses. */
export const DRAFT_TOWN = { name: 'Smoke Hollow', slug: 'smoke-hollow', zip: '07999' };
/** An existing town whose headline the draft run edits, as an author would. */
const EDITED_TOWN = { file: 'towns/dover.json', name: 'Dover' };
export const FRAGMENT = {
  name: 'smoke-closing',
  heading: 'A Fragment Only the Smoke Test Adds',
};

export async function draftContent(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storybook-drafts-'));
  const pages = path.join(dir, 'pages-json');
  await cp(pagesDir, pages, { recursive: true });
  const town = await createTown(DRAFT_TOWN, pages);
  if (!town.created)
    throw new Error(`new:town refused the smoke test's town: ${town.reasons.join('; ')}`);
  await writeFile(
    path.join(pages, 'fragments', `${FRAGMENT.name}.json`),
    `${JSON.stringify({ type: 'callToAction', heading: FRAGMENT.heading, text: 'Written once, shown wherever a page names it.' }, null, 2)}\n`,
  );
  const townFile = path.join(pages, 'towns', `${DRAFT_TOWN.slug}.json`);
  const page = JSON.parse(await readFile(townFile, 'utf8')) as { sections: unknown[] };
  page.sections.push({ type: 'callToAction', fragment: FRAGMENT.name });
  await writeFile(townFile, `${JSON.stringify(page, null, 2)}\n`);
  const editedFile = path.join(pages, EDITED_TOWN.file);
  const edited = JSON.parse(await readFile(editedFile, 'utf8')) as {
    sections: { type: string; headline?: string }[];
  };
  const hero = edited.sections.find((section) => section.type === 'hero')!;
  hero.headline = `Painters Who Finish on the Day They Promise in ${EDITED_TOWN.name}`;
  await writeFile(editedFile, `${JSON.stringify(edited, null, 2)}\n`);
  return pages;
}

/**
 * The visual test on the draft build, live pages only: it must pass, and its review must show the
 * draft town as new and the edited town as changed.
 */
export async function draftReview(storybook: string, pages: string): Promise<string[]> {
  const results = path.join(root, 'test-results/visual-drafts');
  // The copy is "now"; the base is the project's last commit, which has neither change.
  const run = spawnSync(
    'npx',
    [
      'tsx',
      'scripts/visual.ts',
      '--storybook',
      storybook,
      '--pages',
      '--base',
      'HEAD',
      '--results',
      results,
    ],
    { stdio: 'inherit', env: { ...process.env, PAGES_DIR: pages } },
  );
  if (run.status !== 0)
    return [`the visual test failed on a draft town and an edited headline (exit ${run.status})`];
  const { entries } = JSON.parse(
    await readFile(path.join(results, 'review/review.json'), 'utf8'),
  ) as { entries: { label: string; kind: string }[] };
  const named = (kind: string, name: string) =>
    entries.some((entry) => entry.kind === kind && entry.label.includes(name));
  return [
    ...(named('new', DRAFT_TOWN.name)
      ? []
      : [`the visual review does not show the draft town ${DRAFT_TOWN.name} as a new page`]),
    ...(named('changed', EDITED_TOWN.name)
      ? []
      : [`the visual review does not show ${EDITED_TOWN.name}'s edited headline as a change`]),
  ];
}
