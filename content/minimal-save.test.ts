import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesDir } from '../scripts/lib/paths.ts';
import { saveInPlace } from './minimal-save.ts';

const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return b.filter((line, index) => line !== a[index]);
};

describe('saveInPlace', () => {
  it('leaves a real page file byte-identical when the document is unchanged', async () => {
    const text = await readFile(path.join(pagesDir, 'about.json'), 'utf8');
    expect(saveInPlace(text, JSON.parse(text))).toBe(text);
  });

  it('changes only the edited line of a heading', async () => {
    const text = await readFile(path.join(pagesDir, 'about.json'), 'utf8');
    const doc = JSON.parse(text);
    doc.sections[0].headline = 'A new headline';
    const saved = saveInPlace(text, doc);
    expect(saved.split('\n')).toHaveLength(text.split('\n').length);
    expect(changedLines(text, saved)).toEqual(['      "headline": "A new headline",']);
    expect(JSON.parse(saved)).toEqual(doc);
  });

  it('keeps key order and tab indentation when a key is added and another removed', () => {
    const text = '{\n\t"b": 1,\n\t"a": {\n\t\t"x": true\n\t},\n\t"z": "keep"\n}\n';
    const saved = saveInPlace(text, { b: 1, a: { x: true, y: [1] } });
    expect(Object.keys(JSON.parse(saved))).toEqual(['b', 'a']);
    expect(saved).toContain('\n\t\t"x": true,\n\t\t"y": [');
    expect(saved.endsWith('}\n')).toBe(true);
  });

  it('writes a reordered array whole and leaves the rest untouched', () => {
    const text = '{\n  "title": "T",\n  "list": [\n    "one",\n    "two"\n  ]\n}';
    const saved = saveInPlace(text, { title: 'T', list: ['two', 'one', 'three'] });
    expect(JSON.parse(saved)).toEqual({ title: 'T', list: ['two', 'one', 'three'] });
    expect(saved.startsWith('{\n  "title": "T",\n  "list": ')).toBe(true);
  });

  it('writes the document whole over a text that is not JSON: empty as it is being written, or cut off', async () => {
    const text = await readFile(path.join(pagesDir, 'about.json'), 'utf8');
    const doc = JSON.parse(text);
    for (const broken of ['', text.slice(0, text.length / 2)])
      expect(saveInPlace(broken, doc)).toBe(text);
  });
});

describe('saveInPlace, a renamed key', () => {
  it('rewrites only the key, in its place, at any depth', () => {
    const text = '{\n  "sections": [\n    { "type": "hero", "headline": "Hi", "sub": 1 }\n  ]\n}\n';
    const saved = saveInPlace(text, { sections: [{ type: 'hero', title: 'Hi', sub: 1 }] });
    expect(saved).toBe(
      '{\n  "sections": [\n    { "type": "hero", "title": "Hi", "sub": 1 }\n  ]\n}\n',
    );
  });

  it('is a removal and an addition when the value changed too', () => {
    const saved = saveInPlace('{\n  "a": 1,\n  "b": 2\n}', { c: 9, b: 2 });
    expect(JSON.parse(saved)).toEqual({ b: 2, c: 9 });
  });
});
