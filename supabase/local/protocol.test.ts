import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { START_TIMEOUT_MS, TestBackend, validEstimate } from './harness/index.ts';
import { changes, connect } from '../../tests/support/backend/phoenix.ts';

describe('Realtime wire protocol', () => {
  const backend = new TestBackend('pglite');
  beforeAll(() => backend.start(), START_TIMEOUT_MS);
  afterAll(() => backend.dispose());

  it('speaks vsn 2.0.0 arrays: join reply echoes bindings in order with ids that pushed changes carry', async () => {
    const { next, send, socket } = await connect(backend.gateway.url, '2.0.0');
    send([
      '1',
      '1',
      'realtime:estimates-notifications',
      'phx_join',
      changes('contact_messages', 'estimates'),
    ]);
    const reply = (await next((f) => Array.isArray(f) && f[3] === 'phx_reply')) as unknown[];
    const response = reply[4] as {
      status: string;
      response: { postgres_changes: Record<string, unknown>[] };
    };
    expect(reply.slice(0, 3)).toEqual(['1', '1', 'realtime:estimates-notifications']);
    expect(response.status).toBe('ok');
    expect(response.response.postgres_changes.map(({ table, event }) => [table, event])).toEqual([
      ['contact_messages', '*'],
      ['estimates', 'INSERT'],
    ]);
    const ids = response.response.postgres_changes.map((binding) => binding.id);
    expect(new Set(ids).size).toBe(2);

    await backend
      .client()
      .from('estimates')
      .insert(validEstimate({ name: 'Wire' }));
    const change = (await next(
      (f) => Array.isArray(f) && f[3] === 'postgres_changes',
    )) as unknown[];
    expect(change[0]).toBe('1');
    expect(change[4]).toMatchObject({
      ids: [ids[1]],
      data: { type: 'INSERT', table: 'estimates', record: { name: 'Wire' } },
    });
    socket.close();
  });

  it('speaks vsn 1.0.0 objects, answers heartbeats, and closes a left channel', async () => {
    const { next, send, socket } = await connect(backend.gateway.url, '1.0.0');
    send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7', join_ref: null });
    expect(await next((f) => !Array.isArray(f) && f.ref === '7')).toMatchObject({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok' },
    });
    send({
      topic: 'realtime:room',
      event: 'phx_join',
      payload: changes('estimates'),
      ref: '8',
      join_ref: '8',
    });
    expect(await next((f) => !Array.isArray(f) && f.ref === '8')).toMatchObject({
      payload: { status: 'ok' },
    });
    send({ topic: 'realtime:room', event: 'phx_leave', payload: {}, ref: '9', join_ref: '8' });
    expect(await next((f) => !Array.isArray(f) && f.ref === '9')).toMatchObject({
      event: 'phx_reply',
      payload: { status: 'ok' },
    });
    expect(await next((f) => !Array.isArray(f) && f.event === 'phx_close')).toMatchObject({
      topic: 'realtime:room',
      join_ref: '8',
    });
    socket.close();
  });

  it('takes the role from the URL apikey when the first join carries no access_token, and from the token after', async () => {
    const { next, send, socket } = await connect(backend.gateway.url, '2.0.0');
    send(['1', '1', 'realtime:anon', 'phx_join', changes('estimates')]);
    send([
      '2',
      '2',
      'realtime:service',
      'phx_join',
      { ...changes('estimates'), access_token: LOCAL_SERVICE_ROLE_KEY },
    ]);
    await next((f) => Array.isArray(f) && f[1] === '1');
    await next((f) => Array.isArray(f) && f[1] === '2');
    await backend
      .client()
      .from('estimates')
      .insert(validEstimate({ name: 'Roles' }));
    const push = (topic: string) =>
      next((f) => Array.isArray(f) && f[2] === topic && f[3] === 'postgres_changes');
    const anon = (await push('realtime:anon')) as [
      unknown,
      unknown,
      unknown,
      unknown,
      { data: { record: object } },
    ];
    const service = (await push('realtime:service')) as typeof anon;
    expect(Object.keys(anon[4].data.record).sort()).toEqual([
      'contact_time',
      'created_at',
      'id',
      'name',
      'service',
    ]);
    expect(service[4].data.record).toMatchObject({
      email: validEstimate().email,
      phone: validEstimate().phone,
    });
    socket.close();
  });

  it('handles messages in the order they were sent', async () => {
    const { next, send, socket } = await connect(backend.gateway.url, '2.0.0');
    send(['1', '1', 'realtime:ordered', 'phx_join', changes('estimates')]);
    send(['1', '2', 'realtime:ordered', 'phx_leave', {}]);
    send(['3', '3', 'realtime:ordered', 'phx_join', changes('estimates')]);
    const replies = [];
    for (const ref of ['1', '2', '3'])
      replies.push(await next((f) => Array.isArray(f) && f[1] === ref && f[3] === 'phx_reply'));
    expect(
      replies.map((f) => (f as [unknown, unknown, unknown, unknown, { status: string }])[4].status),
    ).toEqual(['ok', 'ok', 'ok']);
    send(['9', '9', 'realtime:never-joined', 'broadcast', {}]);
    expect(await next((f) => Array.isArray(f) && f[1] === '9')).toEqual([
      '9',
      '9',
      'realtime:never-joined',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    socket.close();
  });

  it('refuses a socket whose apikey is not a valid key', async () => {
    await expect(connect(backend.gateway.url, '2.0.0', 'not-a-key')).rejects.toThrow(/401/);
  });

  it('delivers a row far larger than NOTIFY allows, since only its key travels through NOTIFY', async () => {
    const { next, send, socket } = await connect(
      backend.gateway.url,
      '2.0.0',
      LOCAL_SERVICE_ROLE_KEY,
    );
    send(['1', '1', 'realtime:large', 'phx_join', changes('estimates')]);
    await next((f) => Array.isArray(f) && f[1] === '1');
    const details = 'é'.repeat(5000);
    const { error } = await backend
      .client()
      .from('estimates')
      .insert(validEstimate({ name: 'Large', details }));
    expect(error).toBeNull();
    const change = (await next(
      (f) => Array.isArray(f) && f[3] === 'postgres_changes',
    )) as unknown[];
    expect(change[4]).toMatchObject({ data: { record: { name: 'Large', details } } });
    socket.close();
  });

  it('lets only one gateway use a data directory', async () => {
    const second = new TestBackend('pglite', backend.dataDir);
    await expect(second.start()).rejects.toThrow(/in use by another local backend/);
  });
});
