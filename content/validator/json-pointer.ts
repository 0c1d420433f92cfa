export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(segments: readonly (string | number)[]): string {
  if (segments.length === 0) return '/';
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function childPointer(pointer: string, segment: string | number): string {
  return toPointer([...parsePointer(pointer), segment]);
}

export function parentPointer(pointer: string): string {
  return toPointer(parsePointer(pointer).slice(0, -1));
}

export function valueAt(root: unknown, segments: readonly string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isRecord(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface StringLeaf {
  segments: (string | number)[];
  text: string;
}

/**
 * Every string in a JSON value with the path to it, skipping the members whose key `skipKey`
 * names (and everything under them).
 */
export function stringLeaves(
  value: unknown,
  skipKey: (key: string) => boolean = () => false,
  segments: (string | number)[] = [],
): StringLeaf[] {
  if (typeof value === 'string') return [{ segments, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringLeaves(item, skipKey, [...segments, index]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    skipKey(key) ? [] : stringLeaves(child, skipKey, [...segments, key]),
  );
}
