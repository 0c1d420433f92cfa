/**
 * Issue 20's Realtime items on each store, without racing the clock: connection, channel and
 * binding caps answered with a clear refusal; filters that name inherited properties match
 * nothing; a consumer that stops reading is closed once its unsent buffer passes the bound.
 */
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { SLOW_CONSUMER_CLOSE, TRY_AGAIN_LATER_CLOSE } from './realtime/limits.ts';
import { validEstimate } from './harness/index.ts';
import { changes, connect, type Frame } from '../../tests/support/backend/phoenix.ts';
import { describeEachBackend } from '../../tests/support/backend/describeEachBackend.ts';

const isReply = (ref: string) => (f: Frame) => Array.isArray(f) && f[1] === ref;
const status = (frame: Frame) => (frame as unknown[])[4];
const changeOn = (topic: string) => (f: Frame) =>
  Array.isArray(f) && f[2] === topic && f[3] === 'postgres_changes';

/** A connection from one loopback address, and how the server ended it. */
function open(url: string, localAddress: string) {
  const socket = new WebSocket(
    `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${LOCAL_ANON_KEY}&vsn=2.0.0`,
    { localAddress },
  );
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return { socket, closed };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describeEachBackend(
  'Realtime caps',
  {
    realtimeLimits: {
      connectionsPerAddress: 2,
      connectionsPerProcess: 3,
      bindingsPerConnection: 4,
      // One silent refused connection waits out its grace, the other is closed at once; which is
      // which does not change what either client sees.
      refusalsWaiting: 1,
      refusalGraceMs: 500,
    },
  },
  (backend) => {
    /** A connection over a cap: its join is answered with an error naming the cap, then it closes. */
    async function refusedJoin(url: string, localAddress: string) {
      const { socket, closed } = open(url, localAddress);
      const frames: Frame[] = [];
      socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify(['1', '1', 'realtime:over', 'phx_join', changes('estimates')]));
      return { close: await closed, frames };
    }

    it('answers a join over the per-address or per-process cap with an error reply naming it, closes with 1013, others unaffected', async () => {
      const url = backend.gateway.url;
      const first = await connect(url, '2.0.0');
      const second = await connect(url, '2.0.0');
      const reply = (reason: string) => [
        '1',
        '1',
        'realtime:over',
        'phx_reply',
        { status: 'error', response: { reason } },
      ];
      const perAddress = 'at most 2 Realtime connections per client address';
      expect(await refusedJoin(url, '127.0.0.1')).toEqual({
        close: { code: TRY_AGAIN_LATER_CLOSE, reason: perAddress },
        frames: [reply(perAddress)],
      });
      const other = open(url, '127.0.0.2');
      await new Promise((resolve) => other.socket.once('open', resolve));
      const perProcess = 'at most 3 Realtime connections in all';
      expect(await refusedJoin(url, '127.0.0.3')).toEqual({
        close: { code: TRY_AGAIN_LATER_CLOSE, reason: perProcess },
        frames: [reply(perProcess)],
      });
      const silent = open(url, '127.0.0.3');
      const pastWaitingBound = open(url, '127.0.0.4');
      expect(await pastWaitingBound.closed).toEqual({
        code: TRY_AGAIN_LATER_CLOSE,
        reason: perProcess,
      });
      expect(await silent.closed).toEqual({ code: TRY_AGAIN_LATER_CLOSE, reason: perProcess });
      first.send([null, 'hb', 'phoenix', 'heartbeat', {}]);
      expect(await first.next(isReply('hb'))).toMatchObject([
        null,
        'hb',
        'phoenix',
        'phx_reply',
        { status: 'ok' },
      ]);
      for (const socket of [first.socket, second.socket, other.socket]) socket.close();
      await waitFor(() => backend.gateway.realtime.connectionCount === 0);
      const again = await connect(url, '2.0.0');
      again.send([null, 'hb2', 'phoenix', 'heartbeat', {}]);
      expect(await again.next(isReply('hb2'))).toMatchObject([
        null,
        'hb2',
        'phoenix',
        'phx_reply',
        { status: 'ok' },
      ]);
      again.socket.close();
      await waitFor(() => backend.gateway.realtime.connectionCount === 0);
    });

    it('refuses a join past the bindings cap of a connection with an error reply naming it', async () => {
      const client = await connect(backend.gateway.url, '2.0.0');
      const join = (ref: string, topic: string, tables: string[]) =>
        client.send([ref, ref, topic, 'phx_join', changes(...tables)]);
      join('1', 'realtime:a', ['estimates', 'estimates', 'estimates']);
      expect(status(await client.next(isReply('1')))).toMatchObject({ status: 'ok' });
      join('2', 'realtime:b', ['estimates', 'estimates']);
      expect(status(await client.next(isReply('2')))).toMatchObject({
        status: 'error',
        response: { reason: 'at most 4 postgres_changes bindings per connection' },
      });
      join('3', 'realtime:a', ['estimates', 'estimates', 'estimates', 'estimates']);
      expect(status(await client.next(isReply('3')))).toMatchObject({ status: 'ok' });
      client.socket.close();
    });
  },
);

describeEachBackend(
  'Realtime filters and slow consumers',
  {
    realtimeLimits: { unsentBytesPerConnection: 64 * 1024, slowConsumerGraceMs: 120_000 },
  },
  (backend) => {
    it('never matches a filter on an inherited property such as __proto__ or constructor', async () => {
      const client = await connect(backend.gateway.url, '2.0.0', LOCAL_SERVICE_ROLE_KEY);
      const filters = [
        '__proto__=eq.[object Object]',
        'constructor=neq.x',
        'hasOwnProperty=gt.a',
        'toString=neq.x',
      ];
      // The control channel joins last, so its change is sent after any the others would get.
      [...filters, 'name=eq.Proto control'].forEach((filter, i) => {
        const binding = { event: 'INSERT', schema: 'public', table: 'estimates', filter };
        const payload = { config: { postgres_changes: [binding] } };
        client.send([`${i}`, `${i}`, `realtime:f${i}`, 'phx_join', payload]);
      });
      await client.next(isReply(`${filters.length}`));
      // A frame nested past the JSON depth limit is ignored; the connection goes on.
      client.socket.send(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
      await backend
        .service()
        .from('estimates')
        .insert(validEstimate({ name: 'Proto control' }));
      await client.next(changeOn(`realtime:f${filters.length}`));
      expect(client.frames.filter((f) => Array.isArray(f) && f[3] === 'postgres_changes')).toEqual(
        [],
      );
      client.socket.close();
    });

    it('closes a consumer that stops reading once its unsent buffer passes the bound', async () => {
      const url = backend.gateway.url;
      const slow = await connect(url, '2.0.0', LOCAL_SERVICE_ROLE_KEY);
      for (let i = 0; i < 50; i++)
        slow.send([`${i}`, `${i}`, `realtime:s${i}`, 'phx_join', changes('estimates')]);
      await slow.next(isReply('49'));
      const healthy = await connect(url, '2.0.0');
      healthy.send(['1', '1', 'realtime:h', 'phx_join', changes('estimates')]);
      await healthy.next(isReply('1'));
      const slowClosed = new Promise<{ code: number; reason: string }>((resolve) =>
        slow.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
      );
      slow.socket.pause();
      const rows = Array.from({ length: 60 }, (_, i) =>
        validEstimate({ name: `Slow ${i}`, details: 'x'.repeat(4000) }),
      );
      expect((await backend.service().from('estimates').insert(rows)).error).toBeNull();
      for (let i = 0; i < rows.length; i++) await healthy.next(changeOn('realtime:h'));
      await backend.gateway.realtime.fanout.settled();
      slow.socket.resume();
      const { code, reason } = await slowClosed;
      expect(code).toBe(SLOW_CONSUMER_CLOSE);
      expect(reason).toContain('bytes unsent');
      expect(
        slow.frames.filter((f) => Array.isArray(f) && f[3] === 'postgres_changes').length,
      ).toBeLessThan(rows.length * 50);
      await waitFor(() => backend.gateway.realtime.connectionCount === 1);
      healthy.socket.close();
    });
  },
);
