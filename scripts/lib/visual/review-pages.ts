/**
 * Which live pages the review pictures: those whose document differs between the base commit and
 * now, through its own file or a fragment it uses, each as both versions of pages-json/ show it.
 * Every other page is pictured in neither, so the review's time grows with the change, not the site.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readContent, type Content } from '../../../content/node.ts';
import { listingLinks, toListingEntries, type PageInSite } from '../../../src/shared/listings.ts';
import { root } from '../paths.ts';

const run = promisify(execFile);
const git = async (...args: string[]) =>
  (await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout.trim();

export interface ReviewedPage {
  /** The page file, e.g. pages-json/towns/chester.json. */
  file: string;
  /** The page's route (today's, or the base's for a removed page). */
  route: string;
  kind: 'changed' | 'new' | 'removed';
  /** The page as the base commit shows it. */
  before?: PageInSite;
  /** The page as it is now. */
  after?: PageInSite;
}

/** Every page of `content` with the site around it (its listings and footer links), by file. */
function pagesInSite(content: Content): Map<string, PageInSite> {
  const listings = toListingEntries(content.pages.map((page) => page.doc));
  const around = {
    listings,
    site: content.site,
    serviceLinks: listingLinks(listings, 'service'),
    townLinks: listingLinks(listings, 'town'),
  };
  return new Map(content.pages.map(({ file, doc }) => [file.path, { page: doc, ...around }]));
}

/**
 * The pages whose document (fragments resolved) differs between `base` and `now`: an edit to a
 * page's file, or to a fragment it uses, changes it; a fragment's edit reaches every page that
 * uses it and no other. An edit that changes no document (spacing, a fragment no page uses) is
 * nothing to picture.
 */
export function reviewedPages(base: Content, now: Content): ReviewedPage[] {
  const before = pagesInSite(base);
  const after = pagesInSite(now);
  const files = [...new Set([...before.keys(), ...after.keys()])].sort();
  return files.flatMap((file): ReviewedPage[] => {
    const [was, is] = [before.get(file), after.get(file)];
    if (was && is && JSON.stringify(was.page) === JSON.stringify(is.page)) return [];
    return [
      {
        file,
        route: (is ?? was)!.page.path,
        kind: !was ? 'new' : !is ? 'removed' : 'changed',
        ...(was ? { before: was } : {}),
        ...(is ? { after: is } : {}),
      },
    ];
  });
}

/** The commit the review compares with, and how to name it. */
export interface Base {
  commit: string;
  name: string;
}

/**
 * The base: the commit asked for, else where this branch left main (its merge base with `main`,
 * else `origin/main`), else the last commit. On main itself that is the last commit, so the
 * review shows what is not yet committed.
 */
export async function findBase(asked?: string): Promise<Base> {
  const short = (commit: string) => commit.slice(0, 7);
  if (asked) {
    // After --end-of-options, a name that starts with "-" is a name, never an option of git.
    const name = `${asked}^{commit}`;
    const commit = await git('rev-parse', '--verify', '--quiet', '--end-of-options', name).catch(
      () => {
        throw new Error(`The base "${asked}" names no commit here. Give a branch, tag or commit.`);
      },
    );
    return { commit, name: `${asked} (${short(commit)})` };
  }
  for (const branch of ['main', 'origin/main']) {
    const commit = await git('merge-base', 'HEAD', branch).catch(() => '');
    if (commit) return { commit, name: `where this branch left ${branch} (${short(commit)})` };
  }
  const commit = await git('rev-parse', 'HEAD');
  return { commit, name: `the last commit (${short(commit)})` };
}

/** pages-json/ as `commit` has it, read as the site reads it (drafts shown, as Storybook does). */
export async function baseContent(commit: string): Promise<Content> {
  const dir = await mkdtemp(path.join(tmpdir(), 'visual-review-base-'));
  try {
    const archive = path.join(dir, 'base.tar');
    await git('archive', '--format=tar', '-o', archive, commit, 'pages-json');
    await run('tar', ['-xf', archive, '-C', dir]);
    return await readContent(path.join(dir, 'pages-json'), { drafts: true });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
