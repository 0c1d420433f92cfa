/** PostgREST's query-string grammar (the subset supabase-js sends for these forms) turned into SQL. */
import { restError } from './errors.ts';

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `select=id,name` → a column list; `*` stays `*`. Embedding and casts are not supported here. */
export function selectList(select: string | null): string {
  if (!select || select.trim() === '*') return '*';
  return select
    .split(',')
    .map((part) => part.trim())
    .map((part) => {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(part)) {
        throw restError(
          400,
          'PGRST100',
          `"failed to parse select parameter (${select})"`,
          `unexpected "${part}"`,
        );
      }
      return quoteIdent(part);
    })
    .join(', ');
}

function condition(column: string, expression: string, params: Params): string {
  const negate = expression.startsWith('not.');
  const rest = negate ? expression.slice(4) : expression;
  const dot = rest.indexOf('.');
  const operator = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  const target = quoteIdent(column);
  let sql: string;
  if (OPERATORS[operator]) sql = `${target} ${OPERATORS[operator]} ${params.add(value)}`;
  else if (
    operator === 'is' &&
    ['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())
  ) {
    sql = `${target} is ${value.toLowerCase()}`;
  } else if (operator === 'in' && /^\(.*\)$/.test(value)) {
    const items = value
      .slice(1, -1)
      .split(',')
      .map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
    sql = `${target}::text = any(${params.add(items)}::text[])`;
  } else {
    throw restError(
      400,
      'PGRST100',
      `"failed to parse filter (${expression})"`,
      `unexpected operator "${operator}"`,
    );
  }
  return negate ? `not (${sql})` : sql;
}

/** Filters, order, limit and offset from the query string. */
export function readClauses(query: URLSearchParams, params: Params) {
  const filters: string[] = [];
  for (const [key, value] of query)
    if (!RESERVED.has(key)) filters.push(condition(key, value, params));
  const where = filters.length ? ` where ${filters.join(' and ')}` : '';
  const order = query.get('order');
  const orderBy = order
    ? ` order by ${order
        .split(',')
        .map((term) => {
          const [column = '', ...modifiers] = term.split('.');
          const direction = modifiers.includes('desc')
            ? ' desc'
            : modifiers.includes('asc')
              ? ' asc'
              : '';
          const nulls = modifiers.find((m) => m.startsWith('nulls'));
          return `${quoteIdent(column)}${direction}${nulls ? ` nulls ${nulls.slice(5)}` : ''}`;
        })
        .join(', ')}`
    : '';
  const limit = query.get('limit');
  const offset = query.get('offset');
  const paging =
    (limit !== null ? ` limit ${Number.parseInt(limit, 10) || 0}` : '') +
    (offset !== null ? ` offset ${Number.parseInt(offset, 10) || 0}` : '');
  return { where, rest: orderBy + paging };
}

/** A JSON value as a SQL parameter PostgreSQL can coerce to the column's type. */
export function cell(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
