import { describe, expect, it } from 'vitest';
import { setAt } from './useHistory.ts';

describe('setAt', () => {
  it('replaces a nested value without touching the original', () => {
    const doc = { sections: [{ type: 'hero', headline: 'Old' }], path: '/x' };
    const next = setAt(doc, ['sections', 0, 'headline'], 'New');
    expect(next).toEqual({ sections: [{ type: 'hero', headline: 'New' }], path: '/x' });
    expect(doc.sections[0]!.headline).toBe('Old');
  });

  it('removes a property or an array item when the value is undefined', () => {
    const doc = { a: 1, list: ['x', 'y', 'z'] };
    expect(setAt(doc, ['a'], undefined)).toEqual({ list: ['x', 'y', 'z'] });
    expect(setAt(doc, ['list', 1], undefined)).toEqual({ a: 1, list: ['x', 'z'] });
  });
});
