/**
 * The editor's undo keys: Ctrl+Z (Cmd+Z on a Mac) undoes, Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y
 * redo. In a field they act on the page's history (the field shows the result), not on the
 * browser's own per-field undo, which a re-rendered field loses.
 */
export type UndoAction = 'undo' | 'redo';

export function undoKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): UndoAction | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return undefined;
}

/**
 * Listens on `root` for the undo keys and runs `act`; keys in a form of their own (e.g. a new
 * fragment's name) keep the browser's undo of that input.
 */
export function listenForUndoKeys(root: HTMLElement, act: (action: UndoAction) => void) {
  const onKey = (event: KeyboardEvent) => {
    const action = undoKeyAction(event);
    if (!action || (event.target as Element | null)?.closest('form')) return;
    event.preventDefault();
    act(action);
  };
  root.addEventListener('keydown', onKey);
  return () => root.removeEventListener('keydown', onKey);
}
