import { expect, it } from 'vitest';
import { LOCAL_ANON_KEY, signJwt } from './keys.ts';
import { validEstimate, validMessage } from './harness/index.ts';
import { describeEachBackend } from '../../tests/support/backend/describeEachBackend.ts';

describeEachBackend('PostgREST endpoints for supabase-js', (backend, kind) => {
  const post = (table: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${backend.gateway.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${LOCAL_ANON_KEY}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body,
    });

  it('stores an estimate inserted with the anon key, as the service key reads it back', async () => {
    const email = `insert-${kind}@example.com`;
    const { error, status } = await backend
      .client()
      .from('estimates')
      .insert(validEstimate({ email }));
    expect(error).toBeNull();
    expect(status).toBe(201);
    const { data } = await backend.service().from('estimates').select('*').eq('email', email);
    expect(data).toEqual([
      expect.objectContaining({
        ...validEstimate({ email }),
        id: expect.any(String),
        created_at: expect.any(String),
      }),
    ]);
  });

  it('stores a contact message, and an empty subject as the visitor left it', async () => {
    const email = `message-${kind}@example.com`;
    expect(
      (
        await backend
          .client()
          .from('contact_messages')
          .insert(validMessage({ email, subject: '' }))
      ).error,
    ).toBeNull();
    const { data } = await backend
      .service()
      .from('contact_messages')
      .select('subject,message')
      .eq('email', email);
    expect(data).toEqual([{ subject: '', message: validMessage().message }]);
  });

  it('refuses a broken CHECK constraint with 400 and code 23514', async () => {
    const { error, status } = await backend
      .client()
      .from('estimates')
      .insert(validEstimate({ service: 'roofing' }));
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '23514',
      message: expect.stringContaining('estimates_service_known'),
    });
  });

  it('refuses a missing required column with 400 and code 23502', async () => {
    const withoutName: Record<string, unknown> = validEstimate();
    delete withoutName.name;
    const { error, status } = await backend.client().from('estimates').insert(withoutName);
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  it('answers a privilege error with 401 for anon and 403 for a signed-in role', async () => {
    const anon = await backend.client().from('estimates').select('email');
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    const authenticated = await backend
      .client(signJwt({ role: 'authenticated', sub: 'u1' }))
      .from('estimates')
      .select('email');
    expect([authenticated.status, authenticated.error?.code]).toEqual([403, '42501']);
  });

  it('answers an unknown table with 404 PGRST205 and an unknown column with 400 PGRST204', async () => {
    const table = await backend.client().from('estimatez').insert({ name: 'x' });
    expect([table.status, table.error?.code]).toEqual([404, 'PGRST205']);
    expect(table.error?.hint).toBe("Perhaps you meant the table 'public.estimates'");
    const column = await backend
      .client()
      .from('estimates')
      .insert(validEstimate({ budget: 5000 }));
    expect([column.status, column.error?.code]).toEqual([400, 'PGRST204']);
    expect(column.error?.message).toBe(
      "Could not find the 'budget' column of 'estimates' in the schema cache",
    );
  });

  it('answers invalid JSON with 400 PGRST102', async () => {
    const response = await post('estimates', '{"name": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: null,
      hint: null,
    });
  });

  it('refuses a wrong or missing key with 401', async () => {
    const forged = signJwt({ role: 'service_role' }, 'not-the-local-secret-not-the-local-secret');
    const wrong = await backend.client(forged).from('estimates').select('id');
    expect([wrong.status, wrong.error?.code]).toEqual([401, 'PGRST301']);
    const missing = await fetch(`${backend.gateway.url}/rest/v1/estimates`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('refuses a body over 1 MB with 413 and stores nothing', async () => {
    const email = `huge-${kind}@example.com`;
    const rows = Array.from({ length: 400 }, () =>
      validEstimate({ email, details: 'd'.repeat(4000) }),
    );
    const response = await post('estimates', JSON.stringify(rows));
    expect(response.status).toBe(413);
    const { data } = await backend.service().from('estimates').select('id').eq('email', email);
    expect(data).toEqual([]);
  });

  it('treats an empty array insert as a 201 no-op', async () => {
    const before = await backend
      .service()
      .from('estimates')
      .select('id', { count: 'exact', head: true });
    const { status, error } = await backend.client().from('estimates').insert([]);
    expect([status, error]).toEqual([201, null]);
    const after = await backend
      .service()
      .from('estimates')
      .select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  });

  it('inserts several rows in one request, all or none', async () => {
    const email = `bulk-${kind}@example.com`;
    const bad = await backend
      .client()
      .from('estimates')
      .insert([validEstimate({ email }), validEstimate({ email, contact_time: 'midnight' })]);
    expect(bad.status).toBe(400);
    const good = await backend
      .client()
      .from('estimates')
      .insert([validEstimate({ email }), validEstimate({ email, details: undefined })]);
    expect(good.status).toBe(201);
    const { data } = await backend.service().from('estimates').select('details').eq('email', email);
    expect(data).toHaveLength(2);
  });

  it('allows the browser preflight for the headers supabase-js sends', async () => {
    const response = await fetch(`${backend.gateway.url}/rest/v1/estimates`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey,authorization,content-profile,content-type,x-client-info,prefer',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    const allowed = response.headers.get('access-control-allow-headers')?.split(/,\s*/) ?? [];
    expect(allowed).toEqual(
      expect.arrayContaining([
        'apikey',
        'authorization',
        'content-profile',
        'content-type',
        'x-client-info',
        'prefer',
      ]),
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it("counts exactly what the filters match, as supabase-js's head count asks", async () => {
    const email = `count-${kind}@example.com`;
    await backend
      .service()
      .from('estimates')
      .insert([validEstimate({ email }), validEstimate({ email }), validEstimate({ email })]);
    const head = await backend
      .service()
      .from('estimates')
      .select('id', { count: 'exact', head: true })
      .eq('email', email);
    expect([head.status, head.count, head.data]).toEqual([200, 3, null]);
    const page = await backend
      .service()
      .from('estimates')
      .select('id', { count: 'exact' })
      .eq('email', email)
      .range(1, 1);
    expect([page.count, page.data?.length]).toEqual([3, 1]);
  });

  it("matches like and ilike with PostgREST's * wildcard", async () => {
    const email = `like-${kind}@example.com`;
    await backend
      .service()
      .from('estimates')
      .insert([
        validEstimate({ email, name: 'Loading Dock' }),
        validEstimate({ email, name: 'Ann' }),
      ]);
    const like = await backend
      .service()
      .from('estimates')
      .select('name')
      .eq('email', email)
      .like('name', 'Load*');
    expect(like.data).toEqual([{ name: 'Loading Dock' }]);
    const ilike = await backend
      .service()
      .from('estimates')
      .select('name')
      .eq('email', email)
      .ilike('name', '*DOCK');
    expect(ilike.data).toEqual([{ name: 'Loading Dock' }]);
  });

  it('upserts on a conflict when asked to merge duplicates', async () => {
    const email = `upsert-${kind}@example.com`;
    const { data } = await backend
      .service()
      .from('estimates')
      .insert(validEstimate({ email }))
      .select('id')
      .single();
    const id = (data as { id: string }).id;
    const upsert = await backend
      .service()
      .from('estimates')
      .upsert({ ...validEstimate({ email }), id, name: 'Merged' });
    expect(upsert.error).toBeNull();
    const { data: rows } = await backend
      .service()
      .from('estimates')
      .select('name')
      .eq('email', email);
    expect(rows).toEqual([{ name: 'Merged' }]);
  });

  it('filters, orders and limits reads for the service key', async () => {
    const email = `order-${kind}@example.com`;
    await backend
      .service()
      .from('estimates')
      .insert([
        validEstimate({ email, name: 'Bea' }),
        validEstimate({ email, name: 'Al' }),
        validEstimate({ email, name: 'Cy' }),
      ]);
    const { data } = await backend
      .service()
      .from('estimates')
      .select('name')
      .eq('email', email)
      .order('name')
      .limit(2);
    expect(data).toEqual([{ name: 'Al' }, { name: 'Bea' }]);
    const single = await backend
      .service()
      .from('estimates')
      .select('name')
      .eq('email', email)
      .eq('name', 'Cy')
      .single();
    expect(single.data).toEqual({ name: 'Cy' });
  });
});
