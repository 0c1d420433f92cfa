/** The postgres_changes bindings a channel asks for, and whether a change matches one. */
export interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

let nextId = 1;

/** Echoes each requested binding in the client's order, adding the id every pushed change will carry. */
export function acceptBindings(requested: unknown): Binding[] {
  if (!Array.isArray(requested)) return [];
  return requested.map((raw) => {
    const { event = '*', schema = 'public', table, filter } = (raw ?? {}) as Partial<Binding>;
    return {
      id: nextId++,
      event,
      schema,
      ...(table !== undefined && { table }),
      ...(filter !== undefined && { filter }),
    };
  });
}

export function matchesTarget(
  binding: Binding,
  change: { schema: string; table: string; type: string },
): boolean {
  return (
    (binding.event === '*' || binding.event.toUpperCase() === change.type) &&
    (binding.schema === '*' || binding.schema === change.schema) &&
    (binding.table === undefined || binding.table === '*' || binding.table === change.table)
  );
}

/** Realtime filters are `column=op.value` with eq, neq, lt, lte, gt, gte or in.(a,b). */
export function matchesFilter(
  filter: string | undefined,
  record: Record<string, unknown> | null,
): boolean {
  if (!filter) return true;
  const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/.exec(filter);
  if (!match || !record) return false;
  const [, column = '', op, expected = ''] = match;
  if (!(column in record)) return false;
  const actual = record[column];
  const text = actual === null ? 'null' : String(actual);
  const compare = (a: string, b: string) => {
    const [x, y] = [Number(a), Number(b)];
    return Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b);
  };
  switch (op) {
    case 'eq':
      return text === expected;
    case 'neq':
      return text !== expected;
    case 'lt':
      return compare(text, expected) < 0;
    case 'lte':
      return compare(text, expected) <= 0;
    case 'gt':
      return compare(text, expected) > 0;
    case 'gte':
      return compare(text, expected) >= 0;
    default:
      return expected
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((v) => v.trim())
        .includes(text);
  }
}
