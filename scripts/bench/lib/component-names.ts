/**
 * Names for styled-components ids, for bench:css: `sc-1o1t2mn-0` → `src/ui/Container.tsx Container`.
 * The build names components by file and position only (scripts/lib/build/vite.ts: displayName off); this
 * runs the same babel plugin over src/ once more with display names on and reads both back.
 * Babel comes with the build's own plugin (@rolldown/plugin-babel); it is only read here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../lib/paths.ts';

interface Babel {
  transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null } | null>;
}

/** id → "file Name" for every styled component under src/. */
export async function componentNames(): Promise<Map<string, string>> {
  const babel = createRequire(import.meta.url)('@babel/core') as Babel;
  const src = path.join(root, 'src');
  const files = (await readdir(src, { recursive: true })).filter(
    (name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name),
  );
  const names = new Map<string, string>();
  for (const name of files) {
    const filename = path.join(src, name);
    const code = await readFile(filename, 'utf8');
    if (!code.includes('styled')) continue;
    const out = await babel.transformAsync(code, {
      filename,
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [
        [
          'babel-plugin-styled-components',
          { ssr: true, displayName: true, fileName: false, pure: true, minify: true },
        ],
      ],
    });
    const config = /withConfig\(\{\s*displayName:\s*"([^"]*)",\s*componentId:\s*"([^"]+)"/g;
    for (const match of out?.code?.matchAll(config) ?? [])
      names.set(match[2]!, `${path.relative(root, filename)} ${match[1]}`);
  }
  return names;
}
