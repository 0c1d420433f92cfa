/**
 * Which file a public object URL names, decided from the URL's text alone: the request target as
 * the client sent it (never a normalized URL, which would resolve `..` and `%2e%2e`), split on
 * `/`, each segment percent-decoded once and refused when it could step outside its bucket's
 * folder or name a hidden file.
 */
import path from 'node:path';

export const PUBLIC_OBJECT_PREFIX = '/storage/v1/object/public/';

/** Longest object name accepted, in segments and per segment (as file systems allow). */
const MAX_SEGMENTS = 16;
const MAX_SEGMENT_LENGTH = 255;

/** Public buckets and the folder each is served from. */
export type PublicBuckets = ReadonlyMap<string, string>;

export interface ObjectPath {
  bucket: string;
  /** The object's name inside its bucket, `/`-separated. */
  name: string;
  /** The bucket's folder. */
  root: string;
  /** The name's segments, each a plain file or folder name. */
  segments: string[];
}

/** The request target's path, query and fragment cut off. */
const pathOf = (target: string) => target.split(/[?#]/, 1)[0]!;

export const isPublicObjectTarget = (target: string | undefined) =>
  target !== undefined && pathOf(target).startsWith(PUBLIC_OBJECT_PREFIX);

/** One segment decoded, or null when it is not a plain name in this folder. */
function plainName(raw: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!name || name.length > MAX_SEGMENT_LENGTH) return null;
  // `.` and `..` step out of place, and dotfiles (.git, .env) are never public.
  if (name.startsWith('.')) return null;
  // Separators of any platform, NUL and control characters never belong in a name.
  if (/[/\\\p{Cc}]/u.test(name)) return null;
  return name;
}

/**
 * The bucket, folder and name a public object request target names, or null when it names none:
 * another prefix, an unknown bucket, an empty segment (`//`, a trailing `/`), a folder-escaping,
 * hidden or malformed segment. The file is then opened only through openObject, which refuses
 * links and anything but a regular file.
 */
export function objectPathFor(target: string, buckets: PublicBuckets): ObjectPath | null {
  const requestPath = pathOf(target);
  if (!requestPath.startsWith(PUBLIC_OBJECT_PREFIX)) return null;
  const raw = requestPath.slice(PUBLIC_OBJECT_PREFIX.length).split('/');
  if (raw.length < 2 || raw.length > MAX_SEGMENTS + 1) return null;
  const names = raw.map(plainName);
  if (names.some((name) => name === null)) return null;
  const [bucket, ...segments] = names as string[];
  const root = buckets.get(bucket!);
  if (root === undefined) return null;
  // Belt and braces: the segments above cannot leave the folder; say so where it matters.
  const file = path.resolve(root, ...segments);
  const relative = path.relative(path.resolve(root), file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return { bucket: bucket!, name: segments.join('/'), root, segments };
}
