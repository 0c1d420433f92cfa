/**
 * The studio belongs to `npm run dev` alone. Every studio module and request names this prefix,
 * so the build can prove none of it reached dist/ by searching for it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const STUDIO_PREFIX = '/__studio';

/** Throws when any text file under `dir` names the studio. */
export async function assertNoStudioIn(dir: string): Promise<void> {
  const names = await readdir(dir, { recursive: true });
  const texts = names.filter((name) => /\.(html|js|mjs|css|json|txt|xml|map)$/.test(name));
  for (const name of texts) {
    const text = await readFile(path.join(dir, name), 'utf8').catch(() => '');
    if (text.includes(STUDIO_PREFIX) || text.includes('src/studio/'))
      throw new Error(
        `${name} in ${path.basename(dir)}/ contains studio code; the studio is dev-only.`,
      );
  }
}
