/**
 * The folders every check of the page files reads besides the pages: the schemas, the site's
 * files (public/) and the backend's buckets (STORAGE_DIR). Apart from paths.ts, which much of
 * the build loads, since the buckets' folder is the local backend's to say.
 */
import { STORAGE_DIR } from '../../supabase/local/index.ts';
import { publicDir, schemasDir } from './paths.ts';

export const contentFolders = { schemasDir, publicDir, storageDir: STORAGE_DIR } as const;
