/**
 * PostgREST's query string, parsed by an allow-list grammar into a small typed structure.
 * Nothing here produces SQL: names are checked against a strict identifier pattern, and every
 * value stays a string that later travels as a parameter. Anything outside the grammar is
 * refused with PostgREST's PGRST100.
 */
import { restError } from './errors.ts';

export type Comparison = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike';
export type IsValue = 'null' | 'true' | 'false' | 'unknown';

export type Filter = { column: string; negate: boolean } & (
  { op: Comparison; value: string } | { op: 'is'; value: IsValue } | { op: 'in'; values: string[] }
);

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface SelectItem {
  column: string;
  /** The key the column gets in the answer (`alias:column`). */
  alias?: string;
}

export interface ParsedQuery {
  /** Null means `*`. */
  select: SelectItem[] | null;
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
}

/** Parameters that are not filters; `apikey` is the gateway's own (Supabase's API gateway reads it). */
const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'apikey',
]);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const COMPARISONS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']);
const IS_VALUES = new Set<string>(['null', 'true', 'false', 'unknown']);
const ORDER_TERM = /^([A-Za-z_][A-Za-z0-9_]{0,62})(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/;
const MAX_INTEGER = 2 ** 31 - 1;

const parseFailure = (what: string, text: string, details: string) =>
  restError(400, 'PGRST100', `"failed to parse ${what} (${text})"`, details);

function identifier(name: string, what: string, text: string): string {
  if (!IDENTIFIER.test(name)) throw parseFailure(what, text, `unexpected "${name}"`);
  return name;
}

/** `id,name,label:name`; `*` alone means every column the caller may see. */
function parseSelect(text: string): SelectItem[] | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '*') return null;
  return trimmed.split(',').map((part) => {
    const [first = '', second, ...rest] = part.trim().split(':');
    if (rest.length) throw parseFailure('select parameter', text, `unexpected "${part}"`);
    return second === undefined
      ? { column: identifier(first, 'select parameter', text) }
      : {
          alias: identifier(first, 'select parameter', text),
          column: identifier(second, 'select parameter', text),
        };
  });
}

/** `(a,"b,c",d)`: items split on commas outside double quotes; `\"` and `\\` escape inside them. */
function parseList(text: string, expression: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')'))
    throw parseFailure('filter', expression, 'expecting "(" … ")"');
  const items: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  const body = text.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (quoted && char === '\\' && i + 1 < body.length) current += body[++i];
    else if (char === '"') [quoted, wasQuoted] = [!quoted, true];
    else if (char === ',' && !quoted) {
      items.push(wasQuoted ? current : current.trim());
      [current, wasQuoted] = ['', false];
    } else current += char;
  }
  if (quoted) throw parseFailure('filter', expression, 'unclosed double quote');
  if (body.length) items.push(wasQuoted ? current : current.trim());
  return items;
}

/** `[not.]op.value` for one column. */
function parseFilter(column: string, expression: string): Filter {
  identifier(column, 'filter', `${column}=${expression}`);
  const negate = expression.startsWith('not.');
  const rest = negate ? expression.slice(4) : expression;
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  const value = dot < 0 ? '' : rest.slice(dot + 1);
  if (dot >= 0 && COMPARISONS.has(op)) {
    // PostgREST accepts `*` for `%` in like patterns, since `%` is awkward in URLs.
    const pattern = op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value;
    return { column, negate, op: op as Comparison, value: pattern };
  }
  if (op === 'is' && IS_VALUES.has(value.toLowerCase()))
    return { column, negate, op, value: value.toLowerCase() as IsValue };
  if (op === 'in') return { column, negate, op, values: parseList(value, expression) };
  throw parseFailure(
    'filter',
    expression,
    `unexpected "${op}" expecting "not" or an operator (eq, neq, gt, gte, lt, lte, like, ilike, is, in)`,
  );
}

function parseOrder(text: string): OrderTerm[] {
  return text.split(',').map((term) => {
    const match = ORDER_TERM.exec(term.trim());
    if (!match) throw parseFailure('order', text, `unexpected "${term}"`);
    const [, column = '', direction, nulls] = match;
    return {
      column,
      ...(direction && { direction: direction as 'asc' | 'desc' }),
      ...(nulls && { nulls: nulls === 'nullsfirst' ? ('first' as const) : ('last' as const) }),
    };
  });
}

function parseCount(name: 'limit' | 'offset', text: string): number {
  const value = /^[0-9]{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(value <= MAX_INTEGER))
    throw parseFailure(`${name} parameter`, text, 'expecting a non-negative integer');
  return value;
}

/** `a,"b"`: column names for `columns` and `on_conflict`. */
function parseNames(name: string, text: string): string[] {
  return text
    .split(',')
    .map((part) => identifier(part.trim().replace(/^"(.*)"$/, '$1'), `${name} parameter`, text));
}

export function parseQuery(query: URLSearchParams): ParsedQuery {
  const parsed: ParsedQuery = { select: null, filters: [], order: [] };
  for (const [key, value] of query) {
    if (!RESERVED.has(key)) parsed.filters.push(parseFilter(key, value));
  }
  const get = (key: string) => query.get(key) ?? undefined;
  const [select, order, limit, offset, columns, onConflict] = [
    'select',
    'order',
    'limit',
    'offset',
    'columns',
    'on_conflict',
  ].map(get);
  if (select !== undefined) parsed.select = parseSelect(select);
  if (order !== undefined) parsed.order = parseOrder(order);
  if (limit !== undefined) parsed.limit = parseCount('limit', limit);
  if (offset !== undefined) parsed.offset = parseCount('offset', offset);
  if (columns !== undefined) parsed.columns = parseNames('columns', columns);
  if (onConflict !== undefined) parsed.onConflict = parseNames('on_conflict', onConflict);
  return parsed;
}
