/**
 * The rooms, their doors and the layers (eslint.config.js's zones), checked by running ESLint on
 * a few imports as if written in files of each room.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './paths.ts';

// The project's configuration, with only the rule under test run (the others cost most of the time).
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});

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

describe('the content core', { timeout: 60_000 }, () => {
  const doors = expect.stringContaining('content/index.ts');

  it('is entered by its doors only: a deep import fails from every room, naming the doors', async () => {
    expect(
      await zoneMessages('scripts/lib/build/x.ts', '../../../content/validator/problem.ts'),
    ).toContainEqual(doors);
    expect(await zoneMessages('scripts/x.ts', '../content/fragments.ts')).toContainEqual(doors);
    expect(await zoneMessages('.storybook/x.ts', '../content/section-catalog.ts')).toContainEqual(
      doors,
    );
    expect(
      await zoneMessages('tests/support/x.ts', '../../content/migrations/migration.ts'),
    ).toContainEqual(doors);
    expect(
      await zoneMessages('scripts/lib/x.test.ts', '../../content/validator/index.ts'),
    ).toContainEqual(doors);
  });

  it('Node code may import both doors', async () => {
    expect(await zoneMessages('scripts/lib/build/x.ts', '../../../content/index.ts')).toEqual([]);
    expect(await zoneMessages('scripts/lib/build/x.ts', '../../../content/node.ts')).toEqual([]);
    expect(await zoneMessages('tests/support/x.ts', '../../content/node.ts')).toEqual([]);
  });

  it('its own files import each other directly, never a door', async () => {
    expect(await zoneMessages('content/validator/x.ts', './problem.ts')).toEqual([]);
    expect(await zoneMessages('content/x.ts', './validator/schema-set.ts')).toEqual([]);
    expect(await zoneMessages('content/validator/x.ts', '../index.ts')).toHaveLength(1);
  });

  it('imports nothing above it, and of src/ only shared/ and generated/', async () => {
    expect(await zoneMessages('content/x.ts', '../scripts/lib/paths.ts')).toHaveLength(1);
    expect(await zoneMessages('content/x.ts', '../tests/support/ownerFacts.ts')).toHaveLength(1);
    expect(await zoneMessages('content/x.ts', '../src/app/Frame.tsx')).toHaveLength(1);
    expect(await zoneMessages('content/x.ts', '../src/shared/links.ts')).toEqual([]);
    expect(await zoneMessages('content/x.ts', '../src/generated/sectionTypes.ts')).toEqual([]);
  });

  it('its tests are the tests room: they may use the repository paths and test helpers', async () => {
    expect(await zoneMessages('content/x.test.ts', '../scripts/lib/paths.ts')).toEqual([]);
  });

  it('src/ never imports it; src tests may (tests/support/pageSchema.ts does it for them)', async () => {
    expect(await zoneMessages('src/app/x.ts', '../../content/index.ts')).toContainEqual(
      expect.stringContaining('src/ is the site'),
    );
    expect(await zoneMessages('src/app/x.test.ts', '../../content/node.ts')).toEqual([]);
  });
});

describe('.storybook/', { timeout: 60_000 }, () => {
  it('its browser files import src/ and the browser door, never the Node door nor scripts/', async () => {
    expect(await zoneMessages('.storybook/x.ts', '../content/index.ts')).toEqual([]);
    expect(await zoneMessages('.storybook/x.tsx', '../src/theme/tokens.ts')).toEqual([]);
    expect(await zoneMessages('.storybook/x.ts', '../content/node.ts')).toHaveLength(1);
    expect(await zoneMessages('.storybook/x.ts', '../scripts/lib/paths.ts')).toHaveLength(1);
    expect(await zoneMessages('.storybook/x.tsx', '../supabase/local/index.ts')).toHaveLength(1);
  });

  it('main.ts runs in Node: it may import scripts/ and the Node door', async () => {
    expect(await zoneMessages('.storybook/main.ts', '../scripts/lib/paths.ts')).toEqual([]);
    expect(await zoneMessages('.storybook/main.ts', '../content/node.ts')).toEqual([]);
  });

  it('of tests/ it reads only the stories’ content', async () => {
    expect(await zoneMessages('.storybook/x.ts', '../tests/visual/content/site.json')).toEqual([]);
    expect(await zoneMessages('.storybook/x.ts', '../tests/support/render.tsx')).toHaveLength(1);
  });
});

describe('stories', { timeout: 60_000 }, () => {
  const story = 'src/sections/Hero/x.stories.tsx';

  it('import their component, src/ and .storybook/’s browser helpers', async () => {
    expect(await zoneMessages(story, './Hero.tsx')).toEqual([]);
    expect(await zoneMessages(story, '../../../.storybook/extremes.ts')).toEqual([]);
  });

  it('never scripts/, the content core, Storybook’s Node config or test helpers', async () => {
    expect(await zoneMessages(story, '../../../scripts/lib/paths.ts')).not.toEqual([]);
    expect(await zoneMessages(story, '../../../content/index.ts')).not.toEqual([]);
    expect(await zoneMessages(story, '../../../.storybook/main.ts')).not.toEqual([]);
    expect(await zoneMessages(story, '../../../tests/support/render.tsx')).not.toEqual([]);
  });

  it('the site’s own files never import .storybook/', async () => {
    expect(
      await zoneMessages('src/sections/Hero/x.tsx', '../../../.storybook/extremes.ts'),
    ).toHaveLength(1);
  });
});

describe('tests', { timeout: 60_000 }, () => {
  it('nothing but a test imports a test helper', async () => {
    expect(
      await zoneMessages('scripts/bench/lib/x.ts', '../../../tests/support/ownerFacts.ts'),
    ).toHaveLength(1);
    expect(await zoneMessages('src/ui/x.tsx', '../../tests/support/render.tsx')).toHaveLength(1);
    expect(
      await zoneMessages('supabase/local/x.ts', '../../tests/support/ownerFacts.ts'),
    ).not.toEqual([]);
  });

  it('tests import any room, through its doors', async () => {
    expect(
      await zoneMessages('scripts/bench/lib/x.test.ts', '../../../tests/support/ownerFacts.ts'),
    ).toEqual([]);
    expect(await zoneMessages('src/ui/x.test.tsx', '../../tests/support/render.tsx')).toEqual([]);
    expect(await zoneMessages('tests/e2e/x.spec.ts', '../../supabase/local/index.ts')).toEqual([]);
    expect(
      await zoneMessages('tests/e2e/x.spec.ts', '../../supabase/local/gateway.ts'),
    ).toHaveLength(1);
    expect(
      await zoneMessages('supabase/local/x.test.ts', '../../tests/support/backend/rawHttp.ts'),
    ).toEqual([]);
  });
});

describe('supabase/', { timeout: 60_000 }, () => {
  it('the gateway imports its own files only, never its harness or test helpers', async () => {
    expect(await zoneMessages('supabase/local/x.ts', './gateway.ts')).toEqual([]);
    expect(
      await zoneMessages('supabase/local/rest/x.ts', '../../../tests/support/backend/rawHttp.ts'),
    ).toHaveLength(1);
    expect(await zoneMessages('supabase/local/x.ts', './harness/index.ts')).toHaveLength(1);
    expect(await zoneMessages('supabase/local/x.ts', '../../scripts/lib/paths.ts')).not.toEqual([]);
  });

  it('tools enter it through its two doors', async () => {
    const bench = 'scripts/bench/lib/x.ts';
    expect(await zoneMessages(bench, '../../../supabase/local/index.ts')).toEqual([]);
    expect(await zoneMessages(bench, '../../../supabase/local/harness/index.ts')).toEqual([]);
    expect(await zoneMessages(bench, '../../../tests/support/backend/rawHttp.ts')).toHaveLength(1);
    expect(await zoneMessages(bench, '../../../supabase/local/gateway.ts')).toHaveLength(1);
  });
});
