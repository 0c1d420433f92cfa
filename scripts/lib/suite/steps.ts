/**
 * The steps of the suite and the tiers that run them (docs/testing.md):
 * - `check` (`npm run check`): what needs no browser, build or database, before every commit;
 * - `content` (`npm run check:content`): everything a change to pages-json/ or the media can
 *   break, on the pages it changed;
 * - `all` (`npm test`): everything.
 */
export type Tier = 'check' | 'content' | 'all';

export interface Step {
  /** What `npm test -- <id>` names it by. */
  id: string;
  name: string;
  command: string[];
  tiers: readonly Tier[];
  env?: Record<string, string>;
  /** Runs beside the other side-by-side steps before the next step starts. */
  sideBySide?: boolean;
  /** Needs the backend tests' PostgreSQL and the video stills' ffmpeg (installed if missing). */
  needsMachine?: boolean;
}

const run = (script: string, ...args: string[]) => [
  'npm',
  'run',
  '--silent',
  script,
  ...(args.length ? ['--', ...args] : []),
];

/**
 * The unit test files that read the live page files and assert of them what validation does not:
 * no warning on a published page, one story and sitemap entry per page, ids unique on each page,
 * the studio's marks on every page, the structured data from site.json. A change to pages-json/
 * can fail them, so `npm run check:content` runs them too.
 */
const PAGE_READING_UNIT_FILES = [
  'content/validator/validator.test.ts',
  'content/validator/codes.test.ts',
  'scripts/lib/build/sitemap.test.ts',
  'scripts/lib/build/duplicate-ids.test.ts',
  'scripts/lib/build/page-stories.test.ts',
  'scripts/lib/studio/preview-marks.test.ts',
  'src/studio/schema.test.ts',
  'src/seo/jsonLd.test.ts',
  'src/seo/reviews.test.ts',
];

export const STEPS: readonly Step[] = [
  // Longest first, so the two lanes end together.
  {
    id: 'lint',
    name: 'Lint and format',
    command: run('lint'),
    tiers: ['check', 'all'],
    sideBySide: true,
  },
  {
    id: 'format-pages',
    name: 'Page files formatted',
    command: ['npx', 'prettier', '--check', 'pages-json'],
    tiers: ['content'],
    sideBySide: true,
  },
  {
    id: 'typecheck',
    name: 'Typecheck',
    command: run('typecheck'),
    tiers: ['check', 'all'],
    sideBySide: true,
  },
  {
    id: 'unit-pages',
    name: 'Unit tests that read the page files',
    command: run('test:unit', '--project', 'unit', '--project', 'dom', ...PAGE_READING_UNIT_FILES),
    tiers: ['content'],
    sideBySide: true,
  },
  {
    id: 'validate',
    name: 'Validate page files',
    command: run('validate'),
    tiers: ['check', 'content', 'all'],
    sideBySide: true,
  },
  {
    id: 'content-version',
    name: 'Page files at the content version',
    command: run('migrate', '--check'),
    tiers: ['check', 'content', 'all'],
    sideBySide: true,
  },
  {
    id: 'types',
    name: 'Generated types in sync',
    command: run('gen:types:check'),
    tiers: ['check', 'all'],
    sideBySide: true,
  },
  {
    id: 'docs',
    name: 'Generated docs in sync (section reference, house picture)',
    command: run('gen:docs:check'),
    tiers: ['check', 'all'],
    sideBySide: true,
  },
  {
    id: 'unit',
    name: 'Unit tests (no browser, build or database)',
    command: run('test:unit', '--project', 'unit', '--project', 'dom', '--project', 'dom-isolated'),
    tiers: ['check', 'all'],
    needsMachine: true,
  },
  {
    id: 'integration',
    name: 'Integration tests (the backend, builds, the scripts as processes)',
    command: run('test:unit', '--project', 'integration'),
    tiers: ['all'],
    needsMachine: true,
  },
  { id: 'build', name: 'Build and pre-render', command: run('build'), tiers: ['content', 'all'] },
  // No trace of every test (see playwright.config.ts): a failing spec is run again for its trace.
  {
    id: 'e2e',
    name: 'End-to-end tests (Chromium)',
    command: run('test:e2e'),
    tiers: ['all'],
    env: { E2E_TRACE: 'off' },
  },
  {
    id: 'e2e-pages',
    name: 'Page checks of the changed pages (routes, towns, links, axe)',
    command: run('test:e2e:pages'),
    tiers: ['content'],
    env: { E2E_TRACE: 'off' },
  },
  // Each story's own checks (errors, an empty render, axe) are left to the visual step, on the
  // visit that pictures it: every story is shown once for both.
  {
    id: 'storybook',
    name: 'Storybook smoke (build, docs, extremes, drafts)',
    command: run('test:storybook', '--skip-stories'),
    tiers: ['all'],
  },
  // On the Storybook the smoke step has just built (--reuse: no second build).
  {
    id: 'visual',
    name: 'Visual regression and story checks',
    command: run('test:visual', '--reuse', '--check-stories'),
    tiers: ['all'],
  },
  {
    id: 'review',
    name: 'Review pictures of the changed pages',
    command: run('test:visual', '--pages'),
    tiers: ['content'],
  },
];
