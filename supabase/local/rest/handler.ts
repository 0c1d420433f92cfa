/**
 * PostgREST's table endpoints, `/rest/v1/:table`, just enough for supabase-js: insert (the forms),
 * select, update and delete (tests read rows back with the service key; anonymous writes are
 * refused by the database's grants, not here). Each request is one transaction as the caller's role.
 */
import type { Store } from '../db/store.ts';
import type { Claims } from '../keys.ts';
import { fromDatabaseError, isRestError, restError, type RestError } from './errors.ts';
import type { SchemaCache } from './schemaCache.ts';
import { Params, cell, quoteIdent, readClauses, selectList } from './sql.ts';

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

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json');
  }
}

const asRows = (value: unknown): Record<string, unknown>[] => {
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw restError(400, 'PGRST102', 'All object keys must match');
  }
  return rows as Record<string, unknown>[];
};

/** PostgREST's PGRST204 for a body key that is not a column. */
function requireColumns(names: string[], columns: Set<string>, table: string) {
  const unknown = names.find((name) => !columns.has(name));
  if (unknown) {
    const message = `Could not find the '${unknown}' column of '${table}' in the schema cache`;
    throw restError(400, 'PGRST204', message);
  }
}

function insertSql(request: RestRequest, table: string, columns: Set<string>, params: Params) {
  const rows = asRows(parseBody(request.body));
  if (!rows.length) return null;
  const listed = request.query
    .get('columns')
    ?.split(',')
    .map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
  const names = listed ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  requireColumns(names, columns, request.table);
  if (!names.length) return `insert into ${table} default values`;
  const values = rows.map(
    (row) =>
      `(${names.map((name) => (name in row ? params.add(cell(row[name])) : 'default')).join(', ')})`,
  );
  return `insert into ${table} (${names.map(quoteIdent).join(', ')}) values ${values.join(', ')}`;
}

function updateSql(request: RestRequest, table: string, columns: Set<string>, params: Params) {
  const [row] = asRows(parseBody(request.body));
  const names = Object.keys(row ?? {});
  requireColumns(names, columns, request.table);
  const set = names
    .map((name) => `${quoteIdent(name)} = ${params.add(cell(row?.[name]))}`)
    .join(', ');
  return `update ${table} set ${set}${readClauses(request.query, params).where}`;
}

async function execute(
  store: Store,
  request: RestRequest,
  columns: Set<string>,
): Promise<RestResponse> {
  const table = `public.${quoteIdent(request.table)}`;
  const params = new Params();
  const prefer = header(request, 'prefer');
  const wantsRows = /return=representation/.test(prefer);
  const wantsObject = header(request, 'accept').includes('application/vnd.pgrst.object+json');
  let statement: string | null;
  let returnsRows = wantsRows;
  switch (request.method) {
    case 'GET':
    case 'HEAD': {
      const { where, rest } = readClauses(request.query, params);
      statement = `select ${selectList(request.query.get('select'))} from ${table}${where}${rest}`;
      returnsRows = true;
      break;
    }
    case 'POST':
      statement = insertSql(request, table, columns, params);
      break;
    case 'PATCH':
      statement = updateSql(request, table, columns, params);
      break;
    case 'DELETE':
      statement = `delete from ${table}${readClauses(request.query, params).where}`;
      break;
    default:
      throw restError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  }
  const created = request.method === 'POST' ? 201 : 200;
  if (!statement) return { status: 201, body: wantsRows ? '[]' : undefined };
  const sql = returnsRows
    ? `with result as (${request.method === 'GET' || request.method === 'HEAD' ? statement : `${statement} returning ${selectList(request.query.get('select'))}`})
       select coalesce(json_agg(result), '[]')::text as body, count(*)::int as count from result`
    : statement;
  const rows = await store.asRole(request.claims, (db) =>
    db.query<{ body: string; count: number }>(sql, params.values),
  );
  if (!returnsRows) return { status: request.method === 'POST' ? 201 : 204 };
  const { body = '[]', count = 0 } = rows[0] ?? {};
  const headers: Record<string, string> = { 'Content-Range': count ? `0-${count - 1}/*` : '*/0' };
  if (wantsObject) {
    if (count !== 1) {
      throw restError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${count} rows`,
      );
    }
    return { status: created, headers, body: JSON.stringify((JSON.parse(body) as unknown[])[0]) };
  }
  return { status: created, headers, body: request.method === 'HEAD' ? undefined : body };
}

export async function handleRest(
  store: Store,
  cache: SchemaCache,
  request: RestRequest,
): Promise<RestResponse> {
  try {
    const columns = await cache.columns(request.table);
    if (isRestError(columns)) throw columns;
    return await execute(store, request, columns);
  } catch (error) {
    const failure: RestError = isRestError(error)
      ? error
      : fromDatabaseError(error, request.claims.role);
    return { status: failure.status, body: JSON.stringify(failure.body) };
  }
}
