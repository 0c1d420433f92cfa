/**
 * SQL for a parsed PostgREST request. Names reach SQL only through quoteIdent, keywords only from
 * fixed tables keyed by the parsed structure, and every value as a $n parameter.
 */
import { quoteIdent } from '../db/sqlLiteral.ts';
import { restError } from './errors.ts';
import type { Comparison, Filter, IsValue, OrderTerm, ParsedQuery, SelectItem } from './query.ts';

/** The protocol counts parameters in 16 bits: one more and the count would wrap. */
export const MAX_BIND_PARAMETERS = 65_535;

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    if (this.values.length >= MAX_BIND_PARAMETERS) {
      throw restError(
        413,
        'PGRST413',
        `The request needs more than ${MAX_BIND_PARAMETERS} values`,
        `One statement takes at most ${MAX_BIND_PARAMETERS} bind parameters; send fewer rows or columns at a time.`,
      );
    }
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISON_SQL: Record<Comparison, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};
const IS_SQL: Record<IsValue, string> = {
  null: 'null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

export function selectList(items: SelectItem[] | null): string {
  if (!items) return '*';
  return items
    .map(({ column, alias }) =>
      alias ? `${quoteIdent(column)} as ${quoteIdent(alias)}` : quoteIdent(column),
    )
    .join(', ');
}

function condition(filter: Filter, params: Params): string {
  const target = quoteIdent(filter.column);
  const sql =
    filter.op === 'is'
      ? `${target} is ${IS_SQL[filter.value]}`
      : filter.op === 'in'
        ? `${target}::text = any(${params.add(filter.values)}::text[])`
        : `${target} ${COMPARISON_SQL[filter.op]} ${params.add(filter.value)}`;
  return filter.negate ? `not (${sql})` : sql;
}

export function whereClause(filters: Filter[], params: Params): string {
  return filters.length ? ` where ${filters.map((f) => condition(f, params)).join(' and ')}` : '';
}

function orderTerm({ column, direction, nulls }: OrderTerm): string {
  return [
    quoteIdent(column),
    direction === 'desc' ? 'desc' : direction === 'asc' ? 'asc' : '',
    nulls === 'first' ? 'nulls first' : nulls === 'last' ? 'nulls last' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Order, limit and offset of a read. */
export function pagingClause(query: ParsedQuery, params: Params): string {
  return (
    (query.order.length ? ` order by ${query.order.map(orderTerm).join(', ')}` : '') +
    (query.limit !== undefined ? ` limit ${params.add(query.limit)}` : '') +
    (query.offset !== undefined ? ` offset ${params.add(query.offset)}` : '')
  );
}

/** A JSON value as a SQL parameter PostgreSQL can coerce to the column's type. */
export function cell(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
