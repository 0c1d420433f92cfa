/** The postgres_changes bindings a channel asks for, and whether a change matches one. */
export interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

let nextId = 1;

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);
const FILTER = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s;
const MAX_BINDINGS = 20;

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/** Why a requested binding cannot be accepted, or null when it can. */
function problemWith(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return 'each postgres_changes binding must be an object';
  const { event = '*', schema = 'public', table, filter } = raw as Record<string, unknown>;
  if (typeof event !== 'string' || !EVENTS.has(event.toUpperCase()))
    return 'event must be one of *, INSERT, UPDATE, DELETE';
  if (typeof schema !== 'string' || !optionalText(table) || !optionalText(filter))
    return 'schema, table and filter must be strings';
  if (typeof filter === 'string' && filter !== '' && !FILTER.test(filter))
    return `filter "${filter}" is not column=op.value with eq, neq, lt, lte, gt, gte or in`;
  return null;
}

/**
 * Echoes each requested binding in the client's order, adding the id every pushed change will
 * carry; a malformed request is refused whole, so no bad binding ever reaches delivery.
 */
export function acceptBindings(requested: unknown): { bindings: Binding[] } | { error: string } {
  if (requested === undefined) return { bindings: [] };
  if (!Array.isArray(requested)) return { error: 'postgres_changes must be an array' };
  if (requested.length > MAX_BINDINGS)
    return { error: `at most ${MAX_BINDINGS} postgres_changes bindings per channel` };
  const problem = requested.map(problemWith).find((found) => found !== null);
  if (problem) return { error: problem };
  return {
    bindings: requested.map((raw) => {
      const { event = '*', schema = 'public', table, filter } = raw as Partial<Binding>;
      return {
        id: nextId++,
        event,
        schema,
        ...(table !== undefined && { table }),
        ...(filter !== undefined && { filter }),
      };
    }),
  };
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

/**
 * Realtime filters are `column=op.value` with eq, neq, lt, lte, gt, gte or in.(a,b). The column
 * must be one of the table's real columns and an own property of the record, so names such as
 * `__proto__` or `constructor` never reach what every object inherits.
 */
export function matchesFilter(
  filter: string | undefined,
  record: Record<string, unknown> | null,
  columns: ReadonlySet<string>,
): boolean {
  if (!filter) return true;
  const match = FILTER.exec(filter);
  if (!match || !record) return false;
  const [, column = '', op, expected = ''] = match;
  if (!columns.has(column) || !Object.hasOwn(record, column)) return false;
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
