import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addSectionHandles, gapAt, placeForGap, type HandleEnv } from './canvasHandles.ts';

const boxes = [
  { top: 0, bottom: 100 },
  { top: 100, bottom: 300 },
  { top: 300, bottom: 400 },
];

describe('where a dragged section lands', () => {
  it('is the gap before the first section whose middle lies below the pointer', () => {
    expect(gapAt(boxes, -20)).toBe(0);
    expect(gapAt(boxes, 49)).toBe(0);
    expect(gapAt(boxes, 51)).toBe(1);
    expect(gapAt(boxes, 201)).toBe(2);
    expect(gapAt(boxes, 900)).toBe(3);
  });

  it('counts the gaps around the dragged section as its own place', () => {
    expect(placeForGap(1, 0)).toBe(0);
    expect(placeForGap(1, 1)).toBe(1);
    expect(placeForGap(1, 2)).toBe(1);
    expect(placeForGap(1, 3)).toBe(2);
  });
});

describe('the handles on the page', () => {
  let env: HandleEnv;
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      '<main><section data-studio-section="/sections/0">A</section>' +
      '<section data-studio-section="/sections/1">B</section></main>' +
      '<aside><div data-studio-section="/sidebar/0">C</div></aside>';
    env = {
      nameOf: (pointer) => `Move ${pointer}`,
      canMove: () => true,
      onMove: vi.fn(),
      onDragStart: vi.fn(),
      onDragEnd: vi.fn(),
    };
  });
  const handle = (name: string) =>
    document.querySelector<HTMLButtonElement>(`button[aria-label="Move ${name}"]`)!;
  const press = (name: string, key: string) =>
    handle(name).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

  it('are buttons named for their sections, main list first, and mark the selected one', () => {
    const handles = addSectionHandles(document, env);
    const buttons = [...document.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Move /sections/0',
      'Move /sections/1',
      'Move /sidebar/0',
    ]);
    handles.select('/sections/1');
    expect(handle('/sections/1').classList).toContain('is-selected');
    expect(document.querySelector('[data-studio-selected]')?.textContent).toBe('B');
  });

  it('move their section one place with the arrow keys, within its own list, once per redraw', () => {
    addSectionHandles(document, env);
    press('/sections/0', 'ArrowUp');
    press('/sidebar/0', 'ArrowDown');
    expect(env.onMove).not.toHaveBeenCalled();
    press('/sections/0', 'ArrowDown');
    expect(env.onMove).toHaveBeenCalledWith('sections', 0, 1, 'keyboard');
    // The page still shows the old order: its places are no longer the document's.
    press('/sections/1', 'ArrowUp');
    expect(env.onMove).toHaveBeenCalledTimes(1);
  });

  it('move nothing while the page draws an older document', () => {
    env.canMove = () => false;
    addSectionHandles(document, env);
    press('/sections/1', 'ArrowUp');
    expect(env.onMove).not.toHaveBeenCalled();
  });
});
