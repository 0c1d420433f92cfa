/**
 * Named regressions for what an independent probe did to the local backend: the order injection,
 * four ways to crash it, one way to silence Realtime for everyone, and what the database must
 * refuse even to SQL that got past the gateway.
 */
import { beforeAll, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from './keys.ts';
import { anonHeaders, rawHttp } from '../../tests/support/backend/rawHttp.ts';
import { validEstimate, validMessage } from './harness/index.ts';
import { changes, connect } from '../../tests/support/backend/phoenix.ts';
import { describeEachBackend } from '../../tests/support/backend/describeEachBackend.ts';

describeEachBackend('hostile input to the local backend', (backend, kind) => {
  const secrets = {
    email: `canary-${kind}@secret.example`,
    phone: '(973) 555-0199 x777',
    details: `CANARY-DETAILS-${kind}`,
    message: `CANARY-MESSAGE-${kind}`,
  };
  const isUp = async () => (await fetch(`${backend.gateway.url}/health`)).ok;
  const get = (pathAndQuery: string) =>
    fetch(`${backend.gateway.url}${pathAndQuery}`, { headers: anonHeaders });

  beforeAll(async () => {
    const { email, phone, details, message } = secrets;
    await backend.service().from('estimates').insert(validEstimate({ email, phone, details }));
    await backend.service().from('contact_messages').insert(validMessage({ email, message }));
  });

  it.each([
    'name.nullsfirst limit (select 1)',
    "name.nullsfirst,(select set_config('role','postgres',true))",
    'name.nullsfirst limit (select email from estimates limit 1)',
    'name.desc;reset role',
    'name.ascx',
  ])('refuses order=%s with PGRST100 and runs none of it', async (order) => {
    const response = await get(`/rest/v1/estimates?select=name&order=${encodeURIComponent(order)}`);
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ code: 'PGRST100' });
    expect(text).not.toContain(secrets.email);
  });

  it('keeps the order grammar working: direction and nulls placement', async () => {
    const response = await get('/rest/v1/estimates?select=name&order=name.desc.nullslast&limit=1');
    expect(response.status).toBe(200);
  });

  it.each([
    ['a keyless GET //[', 'GET //[ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
    [
      'GET //[ asking for a WebSocket',
      'GET //[ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    ],
    [
      'a malformed percent-encoded table',
      `GET /rest/v1/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\napikey: ${LOCAL_ANON_KEY}\r\n\r\n`,
    ],
  ])('answers %s with an error and stays up', async (_name, request) => {
    const answer = await rawHttp(backend.gateway.url, request);
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(await isUp()).toBe(true);
  });

  it('stays up when a client aborts in the middle of an upload', async () => {
    const head =
      `POST /rest/v1/estimates HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${LOCAL_ANON_KEY}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":';
    await rawHttp(backend.gateway.url, head, { abortAfterWrite: true });
    expect(await isUp()).toBe(true);
    const { error } = await backend.client().from('estimates').insert(validEstimate());
    expect(error).toBeNull();
  });

  it('ignores a Realtime join whose topic is a number, and the connection goes on', async () => {
    const { next, send, socket } = await connect(backend.gateway.url, '2.0.0');
    send(['1', '1', 42, 'phx_join', changes('estimates')]);
    send([null, '2', 'phoenix', 'heartbeat', {}]);
    expect(await next((f) => Array.isArray(f) && f[1] === '2')).toMatchObject([
      null,
      '2',
      'phoenix',
      'phx_reply',
      { status: 'ok' },
    ]);
    socket.close();
    expect(await isUp()).toBe(true);
  });

  it.each([
    ['an event that is a number', [{ event: 1 }]],
    ['a null binding', [null]],
    ['bindings that are not a list', null],
    ['a malformed filter', [{ event: 'INSERT', table: 'estimates', filter: 'name' }]],
  ])('refuses a join with %s, and others still receive changes', async (_name, bindings) => {
    const poison = await connect(backend.gateway.url, '2.0.0');
    poison.send([
      '1',
      '1',
      'realtime:poison',
      'phx_join',
      { config: { postgres_changes: bindings } },
    ]);
    const reply = (await poison.next((f) => Array.isArray(f) && f[1] === '1')) as unknown[];
    expect(reply[4]).toMatchObject({ status: 'error', response: { reason: expect.any(String) } });

    const listener = await connect(backend.gateway.url, '2.0.0');
    listener.send(['2', '2', 'realtime:overlay', 'phx_join', changes('estimates')]);
    await listener.next((f) => Array.isArray(f) && f[1] === '2');
    const name = `After poison ${String(_name)}`;
    await backend.client().from('estimates').insert(validEstimate({ name }));
    const change = (await listener.next(
      (f) => Array.isArray(f) && f[3] === 'postgres_changes',
    )) as unknown[];
    expect(change[4]).toMatchObject({ data: { record: { name } } });
    poison.socket.close();
    listener.socket.close();
  });

  it('runs one statement per query: a second one never rides along', async () => {
    const attempt = backend.gateway.store.asRole({ role: 'service_role' }, (db) =>
      db.query('select 1; select 2'),
    );
    await expect(attempt).rejects.toThrow(/multiple commands|cannot insert multiple/i);
  });

  it.runIf(kind === 'postgres')(
    'is walled in by the database: a request session cannot become the owner',
    async () => {
      const asAnon = (sql: string) =>
        backend.gateway.store.asRole({ role: 'anon' }, (db) => db.query(sql));
      await expect(asAnon("select set_config('role', 'postgres', true)")).rejects.toMatchObject({
        code: '42501',
      });
      await expect(asAnon('select current_setting($$is_superuser$$)')).resolves.toEqual([
        { current_setting: 'off' },
      ]);
      await expect(asAnon("copy (select 1) to program 'true'")).rejects.toMatchObject({
        code: '42501',
      });
      await expect(
        backend.gateway.store.asRole({ role: 'anon' }, async (db) => {
          await db.query('reset role');
          return db.query('select email from public.estimates');
        }),
      ).rejects.toMatchObject({ code: '42501' });
    },
  );
});
