import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from '../paths.ts';
import { housePicture, repositoryHousePicture, withHousePicture } from './house-picture.ts';

const house = (files: Record<string, string>) =>
  housePicture(Object.keys(files), (file) => files[file]!);

describe('the house picture', () => {
  it('draws an arrow for each pair of rooms an import joins, and none for data or packages', () => {
    const picture = house({
      'scripts/build.ts': "import { load } from '../content/node.ts';\nimport ajv from 'ajv';",
      'content/node.ts': "import facts from '../schemas/site.schema.json';",
      '.storybook/fixtures.ts': "import site from '../tests/visual/content/site.json';",
      'schemas/site.schema.json': '{}',
    });
    expect(picture).toContain('  scripts --> content\n');
    expect(picture.match(/-->/g)).toHaveLength(1);
    expect(picture).toContain('Folders of data, read and never imported: `schemas/`.');
  });

  it('refuses an import that runs up the house or sideways, naming the rooms', () => {
    expect(() =>
      house({
        'src/app/Frame.tsx': "import { x } from '../../.storybook/extremes.ts';",
        '.storybook/extremes.ts': '',
      }),
    ).toThrow('Imports run up the house: src/ (the site) → .storybook/ (1)');
    expect(() =>
      house({
        'content/a.ts': "import '../supabase/local/index.ts';",
        'supabase/local/index.ts': '',
      }),
    ).toThrow('content/ → supabase/local/');
  });

  it('names every top-level folder of this repository, as a room or as data', () => {
    const picture = repositoryHousePicture(root);
    const folders = new Set(
      execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter((file) => file.includes('/'))
        .map((file) => file.split('/')[0]),
    );
    for (const folder of folders) expect(picture, folder).toMatch(new RegExp(`[\`"]${folder}[/ ]`));
  });

  it('replaces only what lies between the README’s house marks, and says when they are lost', () => {
    const readme = (inside: string) =>
      `# Title\n\n<!-- The house picture: written by \`npm run gen:docs\`, not by hand. -->${inside}<!-- End of the house picture. -->\n\nMore.\n`;
    expect(withHousePicture(readme('\nold\n'), 'new')).toBe(readme('\n\nnew\n\n'));
    expect(() => withHousePicture('# Title\n', 'new')).toThrow(
      'README.md has lost its house marks',
    );
  });
});
