import { describe, expect, it } from 'vitest';
import {
  recordChange,
  redoStep,
  setAt,
  TYPING_PAUSE_MS,
  undoStep,
  type History,
} from './useHistory.ts';

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

describe('recordChange', () => {
  const start: History = { past: [], present: { headline: 'Old', subtitle: 'Sub' }, future: [] };
  const typeInto = (h: History, path: string[], text: string, from: number, gap = 80) =>
    [...text].reduce(
      (current, _, i) =>
        recordChange(current, path, text.slice(0, i + 1), from + i * gap, { typing: true }),
      h,
    );

  it('makes a burst of typing in one field one undo step', () => {
    const typed = typeInto(start, ['headline'], 'New words', 0);
    expect(typed.present).toEqual({ headline: 'New words', subtitle: 'Sub' });
    expect(typed.past).toEqual([start.present]);
    const undone = undoStep(typed);
    expect(undone.present).toEqual(start.present);
    expect(redoStep(undone).present).toEqual(typed.present);
  });

  it('leaves no step for a burst typed back to where it began', () => {
    const typed = typeInto(start, ['headline'], 'Olden', 0);
    const back = recordChange(typed, ['headline'], 'Old', 500, { typing: true });
    expect(back.present).toEqual(start.present);
    expect(back.past).toEqual([]);
  });

  it('starts a new step after a pause, in another field, after an undo, and for other changes', () => {
    const first = typeInto(start, ['headline'], 'One', 0);
    const paused = typeInto(first, ['headline'], 'One two', 3 * 80 + TYPING_PAUSE_MS);
    expect(paused.past).toHaveLength(2);
    const other = typeInto(paused, ['subtitle'], 'S', 5_000);
    expect(other.past).toHaveLength(3);
    const moved = recordChange(other, ['headline'], 'Moved', 5_010);
    const typedAfter = typeInto(moved, ['headline'], 'Moved!', 5_020);
    expect(typedAfter.past).toHaveLength(5);
    const afterUndo = typeInto(undoStep(typedAfter), ['headline'], 'X', 5_030);
    expect(afterUndo.past).toHaveLength(5);
    expect(undoStep(afterUndo).present).toEqual(moved.present);
  });
});
