/**
 * The open document with undo and redo: every change is a new state, nothing is mutated; a burst
 * of typing in one field is one step.
 */
import { useCallback, useState } from 'react';
import type { Json } from './client.ts';
import { isObject } from './schema.ts';

/** The value at `path` in `doc`, if there is one. */
export function valueAt(doc: Json, path: (string | number)[]): Json | undefined {
  let value: Json | undefined = doc;
  for (const part of path)
    value = Array.isArray(value) ? value[Number(part)] : isObject(value) ? value[part] : undefined;
  return value;
}

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

/** How long a pause in typing ends one undo step and starts the next. */
export const TYPING_PAUSE_MS = 1000;

export interface History {
  past: Json[];
  present: Json;
  future: Json[];
  /** The field being typed in and when its last key came, while a burst of typing goes on. */
  typing?: { field: string; at: number };
}

export interface ChangeOptions {
  /** A key typed in a text field: joins the step of the keys typed just before in that field. */
  typing?: boolean;
}

const fieldKey = (path: (string | number)[]) => JSON.stringify(path);

/**
 * The history after one change at `now`: a new undo step, or, for a key typed in the same field
 * as the last change within TYPING_PAUSE_MS, the same step with the newer text, so that one
 * undo takes back the whole burst of typing.
 */
export function recordChange(
  h: History,
  path: (string | number)[],
  value: Json | undefined,
  now: number,
  { typing = false }: ChangeOptions = {},
): History {
  const present = setAt(h.present, path, value);
  const field = fieldKey(path);
  const joins = typing && h.typing?.field === field && now - h.typing.at < TYPING_PAUSE_MS;
  // A burst typed back to the text it started from (Escape on the page does) leaves no step;
  // the next key starts a new one.
  const before = h.past.at(-1);
  if (joins && before !== undefined && valueAt(before, path) === value)
    return { past: h.past.slice(0, -1), present: before, future: [] };
  return {
    past: joins ? h.past : [...h.past, h.present],
    present,
    future: [],
    ...(typing ? { typing: { field, at: now } } : {}),
  };
}

export const undoStep = (h: History): History =>
  h.past.length === 0
    ? h
    : { past: h.past.slice(0, -1), present: h.past.at(-1)!, future: [h.present, ...h.future] };

export const redoStep = (h: History): History =>
  h.future.length === 0
    ? h
    : { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) };

export function useHistory(initial: Json) {
  const [history, setHistory] = useState<History>({ past: [], present: initial, future: [] });
  const change = useCallback(
    (path: (string | number)[], value: Json | undefined, options?: ChangeOptions) =>
      setHistory((h) => recordChange(h, path, value, Date.now(), options)),
    [],
  );
  const undo = useCallback(() => setHistory(undoStep), []);
  const redo = useCallback(() => setHistory(redoStep), []);
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
