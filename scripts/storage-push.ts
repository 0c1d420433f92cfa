/**
 * `npm run storage:push`: copies the local buckets (supabase/storage/<bucket>/, or STORAGE_DIR)
 * to the hosted project's Supabase Storage, so that the pages' `storage:<bucket>/<file>` videos
 * play there as they do locally. A file whose public address already answers with the same size
 * is left alone; any other is uploaded with supabase-js and the service role key, and a bucket
 * the project lacks is created public. `--check` uploads nothing: it names every file that is
 * missing or differs, and exits 1 when there is one.
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… npm run storage:push
 *
 * Exit status: 0 every file is there, 1 a file is missing (--check) or failed to upload, 2 wrong
 * command line or environment.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { isTemporaryFile } from '../content/node.ts';
import { contentTypeOf, DEFAULT_PUBLIC_BUCKETS } from '../supabase/local/index.ts';
import { printable } from '../src/shared/characters.ts';
import { CommandLineError, readArgs } from './lib/args.ts';

interface LocalFile {
  bucket: string;
  /** The object's name in its bucket, `/`-separated. */
  name: string;
  file: string;
}

/** Every regular file of each bucket's folder, as the local backend would serve it. */
async function localFiles(buckets: ReadonlyMap<string, string>): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const [bucket, folder] of buckets) {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      const name = path.relative(folder, file).split(path.sep).join('/');
      // Links and dotfiles are never served locally, so they are never published either; nor is
      // a write's temporary file, never whole.
      if (
        entry.isFile() &&
        !isTemporaryFile(entry.name) &&
        !name.split('/').some((part) => part.startsWith('.'))
      )
        files.push({ bucket, name, file });
    }
  }
  return files.sort((a, b) => `${a.bucket}/${a.name}`.localeCompare(`${b.bucket}/${b.name}`));
}

/** The size the project's public address answers for an object; undefined when it has none. */
async function hostedSize(url: string, { bucket, name }: LocalFile): Promise<number | undefined> {
  const address = `${url}/storage/v1/object/public/${bucket}/${name.split('/').map(encodeURIComponent).join('/')}`;
  const response = await fetch(address, { method: 'HEAD' });
  return response.ok ? Number(response.headers.get('content-length')) : undefined;
}

const usage =
  'Usage: SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… npm run storage:push [-- --check]';

export async function main(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  buckets: ReadonlyMap<string, string> = DEFAULT_PUBLIC_BUCKETS,
): Promise<number> {
  let check: boolean;
  try {
    check = Boolean(readArgs(args, { options: { check: { type: 'boolean' } } }).values.check);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(error.message);
    return 2;
  }
  const url = (env.SUPABASE_URL ?? env.VITE_SUPABASE_URL)?.replace(/\/+$/, '');
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || (!check && !key)) {
    console.error(
      `${url ? 'SUPABASE_SERVICE_ROLE_KEY (Project Settings › API) is needed to upload.' : 'SUPABASE_URL names the project to copy to.'}\n${usage}`,
    );
    return 2;
  }
  const storage = key
    ? createClient(url, key, {
        auth: { persistSession: false },
        // Node 20 has no WebSocket, and supabase-js makes its realtime client even when unused.
        realtime: { transport: ws as never },
      }).storage
    : undefined;
  const created = new Set<string>();
  const upload = async (item: LocalFile, bytes: Buffer) => {
    const put = () =>
      storage!.from(item.bucket).upload(item.name, bytes, {
        upsert: true,
        contentType: contentTypeOf(item.name),
      });
    let { error } = await put();
    if (error && /bucket not found/i.test(error.message) && !created.has(item.bucket)) {
      created.add(item.bucket);
      const made = await storage!.createBucket(item.bucket, { public: true });
      if (made.error) return made.error.message;
      console.log(`${item.bucket}: created, public`);
      ({ error } = await put());
    }
    return error?.message;
  };

  let wrong = 0;
  const files = await localFiles(buckets);
  for (const item of files) {
    const where = printable(`${item.bucket}/${item.name}`);
    const bytes = await readFile(item.file);
    const size = await hostedSize(url, item).catch(() => undefined);
    if (size === bytes.length) {
      console.log(`${where}: already there`);
      continue;
    }
    const state =
      size === undefined ? 'missing' : `differs (${size} bytes there, ${bytes.length} here)`;
    if (check) {
      console.log(`${where}: ${state}`);
      wrong += 1;
      continue;
    }
    const failed = await upload(item, bytes);
    if (failed) {
      console.error(printable(`${where}: not uploaded (${failed})`));
      wrong += 1;
    } else console.log(`${where}: uploaded (${bytes.length} bytes)`);
  }
  const verb = check ? 'missing or differ' : 'failed';
  console.log(
    wrong
      ? `${wrong} of ${files.length} files ${verb} at ${url}.`
      : `All ${files.length} files are at ${url}.`,
  );
  return wrong ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
