import { describe, expect, it } from 'vitest';
import { fragmentMap, isFragmentFile, resolveFragments } from './fragments.ts';

const steps = {
  type: 'processSteps',
  heading: 'Our Process',
  steps: [{ title: 'A', description: 'B' }],
};
const fragments = new Map([['steps', steps]]);

describe('resolveFragments', () => {
  it('replaces a reference with the fragment, the reference winning field by field', () => {
    const page = {
      path: '/p',
      sections: [
        { type: 'hero', headline: 'H' },
        { type: 'processSteps', fragment: 'steps', heading: 'Ours' },
      ],
      sidebar: [{ type: 'processSteps', fragment: 'steps' }],
    };
    const { doc, references, issues } = resolveFragments(page, fragments);
    expect(issues).toEqual([]);
    expect(doc.sections[1]).toEqual({ ...steps, heading: 'Ours' });
    expect(doc.sidebar[0]).toEqual(steps);
    expect(references.map((r) => r.pointer)).toEqual(['/sections/1', '/sidebar/0']);
    expect(page.sections[1]).toHaveProperty('fragment', 'steps');
  });

  it('reports a missing and a wrong-typed fragment and leaves those references as written', () => {
    const page = {
      sections: [
        { type: 'processSteps', fragment: 'step' },
        { type: 'reasons', fragment: 'steps' },
      ],
    };
    const { doc, issues } = resolveFragments(page, fragments);
    expect(issues).toEqual([
      { kind: 'missing', pointer: '/sections/0', name: 'step' },
      {
        kind: 'wrong-type',
        pointer: '/sections/1',
        name: 'steps',
        expected: 'reasons',
        found: 'processSteps',
      },
    ]);
    expect(doc.sections).toEqual(page.sections);
  });
});

describe('fragment files', () => {
  it('are the files in a fragments folder, named by file name, without their $schema', () => {
    expect(isFragmentFile({ path: 'pages-json/fragments/town-reasons.json' })).toBe(true);
    expect(isFragmentFile({ path: 'pages-json/towns/dover.json' })).toBe(false);
    const map = fragmentMap([
      { path: 'pages-json/fragments/a.json', text: '{"$schema":"x","type":"faq"}' },
      { path: 'pages-json/fragments/broken.json', text: '{' },
      { path: 'pages-json/about.json', text: '{"type":"hero"}' },
    ]);
    expect([...map]).toEqual([['a', { type: 'faq' }]]);
  });
});
