/**
 * A file changed on disk while the studio had unsaved edits to it: where the author's version
 * and the disk's differ, field by field, and the document that a choice of one side per field
 * makes. Pure, so the choices are tested without a browser.
 */
import type { Json } from './client.ts';
import { isObject, pointerOf } from './schema.ts';
import { setAt } from './useHistory.ts';

export interface Difference {
  path: (string | number)[];
  pointer: string;
  /** The author's value; undefined where the author's version has none. */
  mine: Json | undefined;
  disk: Json | undefined;
  /** Which side a merge takes unless told otherwise: the author's where they changed it. */
  preferMine: boolean;
}

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);

const child = (value: Json | undefined, key: string | number): Json | undefined =>
  Array.isArray(value) && typeof key === 'number'
    ? value[key]
    : isObject(value) && typeof key === 'string'
      ? value[key]
      : undefined;

/**
 * Every value that differs between `mine` and `disk`, as deep as both sides have the same shape:
 * objects key by key, lists of the same length item by item; anything else (a list that grew or
 * shrank, a value of another kind) is one difference. `base` is the file as the author last read
 * or saved it: a field the author never changed prefers the disk's side.
 */
export function differences(
  mine: Json | undefined,
  disk: Json | undefined,
  base: Json | undefined,
  path: (string | number)[] = [],
): Difference[] {
  if (same(mine, disk)) return [];
  if (isObject(mine) && isObject(disk)) {
    const keys = [...new Set([...Object.keys(disk), ...Object.keys(mine)])];
    return keys.flatMap((key) =>
      differences(mine[key], disk[key], child(base, key), [...path, key]),
    );
  }
  if (Array.isArray(mine) && Array.isArray(disk) && mine.length === disk.length)
    return mine.flatMap((item, index) =>
      differences(item, disk[index], child(base, index), [...path, index]),
    );
  return [{ path, pointer: pointerOf(path), mine, disk, preferMine: !same(mine, base) }];
}

/** The disk's document with the author's value wherever `takeMine` says so. */
export function merged(disk: Json, diffs: Difference[], takeMine: boolean[]): Json {
  return diffs.reduce<Json>(
    (doc, diff, index) => (takeMine[index] ? setAt(doc, diff.path, diff.mine) : doc),
    disk,
  );
}
