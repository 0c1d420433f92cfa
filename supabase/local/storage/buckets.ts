/**
 * The local backend's public buckets: each is a folder of the repository, as the Supabase CLI's
 * `[storage.buckets.<name>] public = true, objects_path = …` seeds a bucket from one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PublicBuckets } from './objectPath.ts';

/**
 * Where the buckets' folders live: supabase/storage/<bucket>/, or STORAGE_DIR, so a test's dev
 * server stores the videos an author adds in a copy.
 */
export const STORAGE_DIR = process.env.STORAGE_DIR
  ? path.resolve(process.env.STORAGE_DIR)
  : fileURLToPath(new URL('../../storage/', import.meta.url));

/** The site's media (the pages' `storage:website-assets/…` videos). */
export const DEFAULT_PUBLIC_BUCKETS: PublicBuckets = new Map([
  ['website-assets', path.join(STORAGE_DIR, 'website-assets')],
]);
