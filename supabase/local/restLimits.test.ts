/**
 * Issue 20's REST items on each store: the cap on rows per insert, over-deep JSON, singular
 * writes that roll back unless they touch exactly one row, and the Range header.
 */
import { expect, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { MAX_JSON_DEPTH } from './json.ts';
import { MAX_ROWS_PER_REQUEST } from './rest/body.ts';
import { validEstimate } from './harness/index.ts';
import { anonHeaders } from '../../tests/support/backend/rawHttp.ts';
import { describeEachBackend } from '../../tests/support/backend/describeEachBackend.ts';

const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
};
const ONE_ROW = 'application/vnd.pgrst.object+json';

describeEachBackend('REST limits and PostgREST semantics', (backend) => {
  const rest = (query: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${backend.gateway.url}/rest/v1/estimates${query}`, {
      ...init,
      headers: { ...serviceHeaders, 'Content-Type': 'application/json', ...init.headers },
    });
  const countNamed = async (name: string) => {
    const { count } = await backend
      .service()
      .from('estimates')
      .select('id', { count: 'exact', head: true })
      .eq('name', name);
    return count;
  };
  const insertNamed = (name: string, rows: number) =>
    rest('', {
      method: 'POST',
      body: JSON.stringify(Array.from({ length: rows }, () => validEstimate({ name }))),
    });

  it(`refuses more than ${MAX_ROWS_PER_REQUEST} rows in one insert with 413, storing none`, async () => {
    const response = await fetch(`${backend.gateway.url}/rest/v1/estimates`, {
      method: 'POST',
      headers: { ...anonHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify(
        Array.from({ length: MAX_ROWS_PER_REQUEST + 1 }, () => validEstimate({ name: 'Too many' })),
      ),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('PGRST413');
    expect(body.message).toContain(String(MAX_ROWS_PER_REQUEST));
    expect(await countNamed('Too many')).toBe(0);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with 400, never a 500`, async () => {
    const deep = `{"name": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const response = await rest('', { method: 'POST', body: deep });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body).toMatchObject({ code: 'PGRST102' });
    expect(body.message).toContain(String(MAX_JSON_DEPTH));
    expect((await fetch(`${backend.gateway.url}/health`)).ok).toBe(true);
  });

  it('rolls back a singular PATCH or DELETE that matches other than one row (406 PGRST116)', async () => {
    expect((await insertNamed('Singular three', 3)).status).toBe(201);
    const patched = await rest('?name=eq.Singular%20three', {
      method: 'PATCH',
      headers: { Accept: ONE_ROW, Prefer: 'return=representation' },
      body: JSON.stringify({ name: 'Singular changed' }),
    });
    expect(patched.status).toBe(406);
    expect(await patched.json()).toMatchObject({ code: 'PGRST116' });
    const deleted = await rest('?name=eq.Singular%20three', {
      method: 'DELETE',
      headers: { Accept: ONE_ROW },
    });
    expect(deleted.status).toBe(406);
    expect(await countNamed('Singular changed')).toBe(0);
    expect(await countNamed('Singular three')).toBe(3);
  });

  it('rolls back a singular POST of two rows, and keeps a singular write of exactly one', async () => {
    const two = await rest('', {
      method: 'POST',
      headers: { Accept: ONE_ROW },
      body: JSON.stringify([
        validEstimate({ name: 'Singular pair' }),
        validEstimate({ name: 'Singular pair' }),
      ]),
    });
    expect(two.status).toBe(406);
    expect(await countNamed('Singular pair')).toBe(0);
    expect((await insertNamed('Singular one', 1)).status).toBe(201);
    const one = await rest('?name=eq.Singular%20one', {
      method: 'PATCH',
      headers: { Accept: ONE_ROW, Prefer: 'return=representation' },
      body: JSON.stringify({ service: 'exterior' }),
    });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ name: 'Singular one', service: 'exterior' });
  });

  it('honours Range and Range-Unit as PostgREST does (200 or 206, 416 PGRST103)', async () => {
    expect((await insertNamed('Ranged', 3)).status).toBe(201);
    const first = await rest('?select=id&name=eq.Ranged', {
      headers: { Range: '0-0', 'Range-Unit': 'items' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-range')).toBe('0-0/*');
    expect(await first.json()).toHaveLength(1);
    const counted = await rest('?select=id&name=eq.Ranged', {
      headers: { Range: '1-', Prefer: 'count=exact' },
    });
    expect(counted.status).toBe(206);
    expect(counted.headers.get('content-range')).toBe('1-2/3');
    const backwards = await rest('?select=id', { headers: { Range: '2-1' } });
    expect(backwards.status).toBe(416);
    expect(await backwards.json()).toMatchObject({ code: 'PGRST103' });
    const beyond = await rest('?select=id&name=eq.Ranged', {
      headers: { Range: '10-20', Prefer: 'count=exact' },
    });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toMatchObject({ code: 'PGRST103' });
    const otherUnit = await rest('?select=id&name=eq.Ranged', {
      headers: { Range: '0-0', 'Range-Unit': 'bytes' },
    });
    expect(await otherUnit.json()).toHaveLength(3);
  });
});
