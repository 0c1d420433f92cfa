/**
 * `virtual:fonts`: the brand fonts' @font-face rules (the self-hosted files, and apart from them
 * their metric-matched fallbacks) and the font stacks. The woff2 files are imported with `?url`,
 * so Vite emits them with hashed names and the server and client builds name them alike.
 */
import path from 'node:path';
import { realpathSync } from 'node:fs';
import type { Plugin } from 'vite';
import { BRAND_FAMILIES, familyStack, resolveFontFile, webFontFace } from './brand-fonts.ts';

const ID = 'virtual:fonts';
const RESOLVED = `\0${ID}`;
const URL_SLOT = '__FONT_URL__';

async function fontsModule(): Promise<string> {
  const imports: string[] = [];
  const faces: string[] = [];
  const loadable: string[] = [];
  const stacks: Record<string, string> = {};
  let fallbackCss = '';
  for (const family of BRAND_FAMILIES) {
    for (const face of family.faces) {
      const name = `font${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(`${face.file}?url`)};`);
      const [before, after] = webFontFace(family.family, face, URL_SLOT).split(URL_SLOT);
      faces.push(`${JSON.stringify(before)} + ${name} + ${JSON.stringify(after)}`);
      loadable.push(
        `{ family: ${JSON.stringify(family.family)}, url: ${name}, weight: ${JSON.stringify(face.weight)} }`,
      );
    }
    const { fontFamily, fallbackFaces } = await familyStack(family);
    stacks[family.role] = fontFamily;
    fallbackCss += fallbackFaces;
  }
  return [
    ...imports,
    `export const webFontCss = ${faces.join(' + ')};`,
    `export const webFontFiles = [${loadable.join(', ')}];`,
    `export const fallbackFontCss = ${JSON.stringify(fallbackCss)};`,
    `export const fontStacks = ${JSON.stringify(stacks)};`,
  ].join('\n');
}

export function fontsPlugin(): Plugin {
  return {
    name: 'brand-fonts',
    // node_modules may be a link to a shared folder outside the project: let the dev server read the font files.
    config: () => ({
      server: {
        fs: {
          allow: BRAND_FAMILIES.flatMap((family) =>
            family.faces.map((face) => path.dirname(realpathSync(resolveFontFile(face.file)))),
          ),
        },
      },
    }),
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? fontsModule() : undefined),
  };
}
