/**
 * Adding a section type is: its schema, its folder, the generator. This test does that in a copy
 * of the project, puts the new section on a page, and checks that the page validates, that its
 * story renders, that the pre-render shows it, and that no file other than those and what the
 * generator writes had to change.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../tests/support/projectCopy.ts';

const QUOTE = 'Every wall we paint is a promise kept to the family who lives with it.';

const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sections/quote-band.schema.json',
  title: 'QuoteBandSection',
  description: 'A short quotation across the page, with who said it.',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'quote'],
  properties: {
    type: { const: 'quoteBand', description: 'Section kind.' },
    anchor: { $ref: '../defs/common.schema.json#/$defs/anchor' },
    quote: {
      type: 'string',
      minLength: 10,
      maxLength: 600,
      description: 'The quotation, without quote marks.',
    },
  },
  examples: [{ type: 'quoteBand', quote: 'A quotation of ten characters or more.' }],
};

const component = `import type { QuoteBandSection } from '../../generated/content.ts';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';

export function QuoteBand({ section }: { section: QuoteBandSection }) {
  return (
    <SectionShell id={section.anchor}>
      <Container>
        <blockquote>{section.quote}</blockquote>
      </Container>
    </SectionShell>
  );
}
`;

const stories = `import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteBand } from './QuoteBand.tsx';

const meta = { title: 'Sections/QuoteBand', component: QuoteBand } satisfies Meta<typeof QuoteBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { section: { type: 'quoteBand', quote: ${JSON.stringify(QUOTE)} } },
};
`;

/** What the generator may write: every list of section types, and the reference. */
const GENERATED = [
  'docs/section-reference.md',
  'schemas/page.schema.json',
  'src/generated/content.ts',
  'src/generated/sectionTypes.ts',
  'src/sections/registry.generated.ts',
];

describe('adding a section type', () => {
  let copy: string;
  let project: ProjectCopy;
  const inCopy = (command: string, args: string[]) => project.inCopy(command, args);

  beforeAll(async () => {
    project = await copyProject('section-type-');
    copy = project.dir;
  }, 120_000);

  afterAll(async () => {
    await project?.remove();
  });

  it('takes its schema, its folder and the generator, and nothing else', async () => {
    await writeFile(
      path.join(copy, 'schemas/sections/quote-band.schema.json'),
      `${JSON.stringify(schema, null, 2)}\n`,
    );
    await mkdir(path.join(copy, 'src/sections/QuoteBand'));
    await writeFile(path.join(copy, 'src/sections/QuoteBand/QuoteBand.tsx'), component);
    await writeFile(path.join(copy, 'src/sections/QuoteBand/QuoteBand.stories.tsx'), stories);
    const aboutFile = path.join(copy, 'pages-json/about.json');
    const about = JSON.parse(await readFile(aboutFile, 'utf8')) as { sections: unknown[] };
    about.sections.splice(1, 0, { type: 'quoteBand', quote: QUOTE });
    await writeFile(aboutFile, `${JSON.stringify(about, null, 2)}\n`);

    await project.npmRun('gen');
    await project.npmRun('gen:types:check');
    await inCopy('node_modules/.bin/tsc', ['--noEmit']);
    await inCopy('node_modules/.bin/vitest', [
      'run',
      'src/sections/stories.test.tsx',
      'src/sections/registry.test.ts',
      '-t',
      'QuoteBand|every section type|section reference|exactly one component',
    ]);
    // The build validates the page files as `npm run validate` does, and stops on any error.
    await project.npmRun('build', ['--no-precompress']);
    const html = await readFile(path.join(copy, 'dist/about/index.html'), 'utf8');
    expect(html).toContain(`<blockquote>${QUOTE}</blockquote>`);

    const { stdout } = await inCopy('git', ['status', '--porcelain', '--untracked-files=all']);
    const changed = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3))
      .filter((file) => !file.startsWith('dist') && !file.startsWith('public/Assets/img/'))
      .sort();
    expect(changed).toEqual(
      [
        ...GENERATED,
        'pages-json/about.json',
        'schemas/sections/quote-band.schema.json',
        'src/sections/QuoteBand/QuoteBand.stories.tsx',
        'src/sections/QuoteBand/QuoteBand.tsx',
      ].sort(),
    );
  }, 600_000);
});
