/**
 * PostgREST's table endpoints, `/rest/v1/:table`, just enough for supabase-js: insert and upsert
 * (the forms), select with filters, order, paging and counts, update and delete (tests read rows
 * back with the service key; anonymous writes are refused by the database's grants, not here).
 * Each request is one transaction as the caller's role, with one parameterised statement.
 */
import type { Store } from '../db/store.ts';
import { quoteIdent } from '../db/sqlLiteral.ts';
import type { Claims } from '../keys.ts';
import { fromDatabaseError, isRestError, restError, type RestError } from './errors.ts';
import { asRows, parseBody } from './body.ts';
import { parseQuery, type ParsedQuery } from './query.ts';
import { applyRange, readStatus } from './range.ts';
import type { SchemaCache, TableShape } from './schemaCache.ts';
import { Params, cell, pagingClause, selectList, whereClause } from './sql.ts';

export interface RestRequest {
  method: string;
  table: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  claims: Claims;
}

export interface RestResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

const header = (request: RestRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : value) ?? '';
};

/** PostgREST's PGRST204 for a body key that is not a column. */
function requireColumns(names: string[], shape: TableShape, table: string) {
  const unknown = names.find((name) => !shape.columns.has(name));
  if (unknown) {
    const message = `Could not find the '${unknown}' column of '${table}' in the schema cache`;
    throw restError(400, 'PGRST204', message);
  }
}

/** `Prefer: return=representation`: a write answers with the rows it wrote. */
const wantsRows = (request: RestRequest) => /return=representation/.test(header(request, 'prefer'));

interface Statement {
  sql: string;
  /** Whether the statement yields rows (a read, or a write asked to return them). */
  returnsRows: boolean;
}

/** `Prefer: resolution=…` on an insert: the ON CONFLICT clause of an upsert. */
function conflictClause(prefer: string, query: ParsedQuery, shape: TableShape, names: string[]) {
  const resolution = /resolution=(merge|ignore)-duplicates/.exec(prefer)?.[1];
  if (!resolution) return '';
  const target = (query.onConflict ?? shape.primaryKey).map(quoteIdent).join(', ');
  if (resolution === 'ignore') return ` on conflict (${target}) do nothing`;
  const updates = names.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`);
  return ` on conflict (${target}) do update set ${updates.join(', ')}`;
}

function insertSql(request: RestRequest, query: ParsedQuery, shape: TableShape, params: Params) {
  const rows = asRows(parseBody(request.body));
  if (!rows.length) return null;
  const names = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  requireColumns(names, shape, request.table);
  const table = `public.${quoteIdent(request.table)}`;
  if (!names.length) return `insert into ${table} default values`;
  const values = rows.map(
    (row) =>
      `(${names.map((name) => (name in row ? params.add(cell(row[name])) : 'default')).join(', ')})`,
  );
  const conflict = conflictClause(header(request, 'prefer'), query, shape, names);
  return `insert into ${table} (${names.map(quoteIdent).join(', ')}) values ${values.join(', ')}${conflict}`;
}

function updateSql(request: RestRequest, query: ParsedQuery, shape: TableShape, params: Params) {
  const [row = {}] = asRows(parseBody(request.body));
  const names = Object.keys(row);
  requireColumns(names, shape, request.table);
  if (!names.length) return null;
  const set = names.map((name) => `${quoteIdent(name)} = ${params.add(cell(row[name]))}`);
  return `update public.${quoteIdent(request.table)} set ${set.join(', ')}${whereClause(query.filters, params)}`;
}

/** `Accept: application/vnd.pgrst.object+json`: exactly one row, or nothing happens. */
const wantsOneRow = (request: RestRequest) =>
  header(request, 'accept').includes('application/vnd.pgrst.object+json');

function statementFor(
  request: RestRequest,
  query: ParsedQuery,
  shape: TableShape,
  params: Params,
): Statement | null {
  const table = `public.${quoteIdent(request.table)}`;
  const returning = wantsRows(request);
  // A singular write counts its rows even when it returns none, so a wrong count can roll it back.
  const counted = returning || wantsOneRow(request);
  const withReturning = (sql: string | null): Statement | null =>
    sql === null
      ? null
      : {
          sql: counted
            ? `${sql} returning ${returning ? selectList(query.select) : 'true as affected'}`
            : sql,
          returnsRows: counted,
        };
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return {
        sql: `select ${selectList(query.select)} from ${table}${whereClause(query.filters, params)}${pagingClause(query, params)}`,
        returnsRows: true,
      };
    case 'POST':
      return withReturning(insertSql(request, query, shape, params));
    case 'PATCH':
      return withReturning(updateSql(request, query, shape, params));
    case 'DELETE':
      return withReturning(`delete from ${table}${whereClause(query.filters, params)}`);
    default:
      throw restError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  }
}

/** `Prefer: count=exact` on a read: the total the filters match, ignoring limit and offset. */
function totalSql(request: RestRequest, query: ParsedQuery, params: Params): string {
  const counted = /count=(exact|planned|estimated)/.test(header(request, 'prefer'));
  if (!counted || (request.method !== 'GET' && request.method !== 'HEAD')) return 'null::bigint';
  return `(select count(*) from public.${quoteIdent(request.table)}${whereClause(query.filters, params)})`;
}

/** PostgREST's Content-Range: `first-last/total`, `*` where unknown. */
function contentRange(offset: number, count: number, total: number | null): string {
  const range = count ? `${offset}-${offset + count - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

const notOneRow = (count: number) =>
  restError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${count} rows`,
  );

async function execute(
  store: Store,
  request: RestRequest,
  shape: TableShape,
): Promise<RestResponse> {
  const query = parseQuery(request.query);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (isRead) applyRange(request.headers, query);
  const params = new Params();
  const statement = statementFor(request, query, shape, params);
  const status = request.method === 'POST' ? 201 : 200;
  const bare = { status: request.method === 'POST' ? 201 : 204 };
  if (!statement) {
    // An empty insert or update changes nothing, as PostgREST answers it.
    return wantsRows(request) ? { status, body: '[]' } : bare;
  }
  if (!statement.returnsRows) {
    await store.asRole(request.claims, (db) => db.query(statement.sql, params.values));
    return bare;
  }
  const total = totalSql(request, query, params);
  const sql = `with result as (${statement.sql})
    select coalesce(json_agg(result), '[]')::text as body, count(*)::int as count, ${total}::text as total
    from result`;
  const singular = wantsOneRow(request);
  const [row] = await store.asRole(request.claims, async (db) => {
    const rows = await db.query<{ body: string; count: number; total: string | null }>(
      sql,
      params.values,
    );
    // Thrown inside the transaction, so a singular write that touched other than one row is undone.
    if (singular && rows[0]?.count !== 1) throw notOneRow(rows[0]?.count ?? 0);
    return rows;
  });
  const { body = '[]', count = 0, total: counted = null } = row ?? {};
  const knownTotal = counted === null ? null : Number(counted);
  const offset = query.offset ?? 0;
  const headers = { 'Content-Range': contentRange(offset, count, knownTotal) };
  const answerStatus = isRead ? readStatus(offset, count, knownTotal) : status;
  if (!isRead && !wantsRows(request)) return bare;
  if (singular) {
    const [only] = JSON.parse(body) as unknown[];
    return { status: answerStatus, headers, body: JSON.stringify(only) };
  }
  return { status: answerStatus, headers, body: request.method === 'HEAD' ? undefined : body };
}

/** Every failure becomes PostgREST's JSON error; nothing thrown here escapes the request. */
export async function handleRest(
  store: Store,
  cache: SchemaCache,
  request: RestRequest,
): Promise<RestResponse> {
  try {
    const shape = await cache.table(request.table);
    if (isRestError(shape)) throw shape;
    return await execute(store, request, shape);
  } catch (error) {
    const failure: RestError = isRestError(error)
      ? error
      : fromDatabaseError(error, request.claims.role);
    return { status: failure.status, body: JSON.stringify(failure.body) };
  }
}
