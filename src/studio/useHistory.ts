/** The open document with undo and redo: every change is a new state; nothing is mutated. */
import { useCallback, useState } from 'react';
import type { Json } from './client.ts';
import { isObject } from './schema.ts';

/** `doc` with the value at `path` replaced (or removed when `value` is undefined). */
export function setAt(doc: Json, path: (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(doc)) {
    const next = [...doc];
    if (value === undefined && rest.length === 0) next.splice(Number(head), 1);
    else next[Number(head)] = setAt(doc[Number(head)] ?? null, rest, value);
    return next;
  }
  const object = isObject(doc) ? { ...doc } : {};
  if (value === undefined && rest.length === 0) delete object[String(head)];
  else object[String(head)] = setAt(object[String(head)] ?? null, rest, value);
  return object;
}

interface History {
  past: Json[];
  present: Json;
  future: Json[];
}

export function useHistory(initial: Json) {
  const [history, setHistory] = useState<History>({ past: [], present: initial, future: [] });
  const change = useCallback((path: (string | number)[], value: Json | undefined) => {
    setHistory((h) => ({
      past: [...h.past, h.present],
      present: setAt(h.present, path, value),
      future: [],
    }));
  }, []);
  const undo = useCallback(() => {
    setHistory((h) =>
      h.past.length === 0
        ? h
        : { past: h.past.slice(0, -1), present: h.past.at(-1)!, future: [h.present, ...h.future] },
    );
  }, []);
  const redo = useCallback(() => {
    setHistory((h) =>
      h.future.length === 0
        ? h
        : { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) },
    );
  }, []);
  const reset = useCallback((doc: Json) => setHistory({ past: [], present: doc, future: [] }), []);
  return {
    doc: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    undo,
    redo,
    reset,
  };
}
