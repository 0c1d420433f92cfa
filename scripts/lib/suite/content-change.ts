/**
 * Whether a change touches only content, so that `npm run check:content` checks it instead of the
 * whole suite (the CI workflow's `content` job, docs/testing.md). Content is what an author
 * changes: the page files (the media index among them) and the media the studio and
 * `npm run media:add` store under their content hash, with the image manifest that records a
 * photo's sizes. The artwork and the sample videos are not: stories and pinned pages show them,
 * so a change to them can change a design picture, which only the full suite checks.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { isPhotoSrc } from '../media/add-photo.ts';
import { VIDEO_BUCKET } from '../media/add-video.ts';
import { root } from '../paths.ts';

/** The reason a file is content, or undefined when it is not. */
export function contentKind(file: string): string | undefined {
  if (file.startsWith('pages-json/')) return 'a page file';
  if (file.startsWith('public/') && isPhotoSrc(file.slice('public'.length))) return 'a photo';
  if (new RegExp(`^supabase/storage/${VIDEO_BUCKET}/[0-9a-f]{20}\\.(mp4|webm)$`).test(file))
    return 'a video';
  // media:add records each photo's sizes here; a unit test keeps it in step with the pictures.
  if (file === 'src/generated/images.json') return 'the image manifest';
  return undefined;
}

/** Content only: at least one file changed, and every one is content. */
export const isContentOnly = (files: readonly string[]) =>
  files.length > 0 && files.every((file) => contentKind(file) !== undefined);

/**
 * The files that differ between `base` and HEAD, each path as the repository names it. Without
 * rename detection, so a file moved into pages-json/ also names the file it left.
 */
export async function changedFiles(base: string, cwd = root): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    'git',
    ['diff', '--name-only', '--no-renames', '-z', base, 'HEAD', '--'],
    { cwd, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.split('\0').filter(Boolean);
}
