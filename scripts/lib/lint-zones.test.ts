/**
 * The one door between scripts/ and src/ (eslint.config.js's layer zones), checked by running
 * ESLint on a few imports as if written in files of each room.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './paths.ts';

const eslint = new ESLint({ cwd: root });

/** The restricted-path messages of one import written in `file`. */
async function zoneMessages(file: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\nexport const named = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('layer zones', { timeout: 60_000 }, () => {
  it('an import from scripts/ into src/app fails, naming src/shared', async () => {
    const messages = await zoneMessages('scripts/lib/build/x.ts', '../../../src/app/Frame.tsx');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('src/shared');
  });

  it('scripts/ may import src/shared and src/generated', async () => {
    expect(await zoneMessages('scripts/lib/build/x.ts', '../../../src/shared/links.ts')).toEqual(
      [],
    );
    expect(
      await zoneMessages('scripts/lib/build/x.ts', '../../../src/generated/sectionTypes.ts'),
    ).toEqual([]);
  });

  it('src/shared imports nothing of src/ but itself and src/generated', async () => {
    expect(await zoneMessages('src/shared/x.ts', '../ui/SmartLink.tsx')).toContainEqual(
      expect.stringContaining('src/shared is the door'),
    );
    expect(await zoneMessages('src/shared/x.ts', '../generated/content.ts')).toEqual([]);
  });

  it('src/studio has its own zone: its files, src/shared, src/generated; nothing else enters it', async () => {
    expect(await zoneMessages('src/studio/x.ts', './client.ts')).toEqual([]);
    expect(await zoneMessages('src/studio/x.ts', '../shared/authorText.ts')).toEqual([]);
    expect(await zoneMessages('src/studio/x.ts', '../app/Frame.tsx')).toHaveLength(1);
    expect(await zoneMessages('src/sections/x.ts', '../studio/client.ts')).toHaveLength(1);
  });
});
