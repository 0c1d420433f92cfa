/**
 * The fan-out on each store, counted rather than timed: one read-back per audience for a batch
 * of changes, and delivery that gives the event loop turns while it works through a large batch.
 */
import { beforeAll, expect, it } from 'vitest';
import type { RowChange } from '../db/changes.ts';
import type { Store } from '../db/store.ts';
import type { Claims } from '../keys.ts';
import { validEstimate } from '../harness/index.ts';
import { ChangeFanout, type Subscriber } from './fanout.ts';
import type { Message } from './frames.ts';
import { describeEachBackend } from '../../../tests/support/backend/describeEachBackend.ts';

const ROWS = 60;

function subscriber(claims: Claims, received: Message[]): Subscriber {
  const channel = {
    topic: 'realtime:fanout',
    joinRef: '1',
    claims,
    bindings: [{ id: 1, event: 'INSERT', schema: 'public', table: 'estimates' }],
  };
  return { channels: new Map([[channel.topic, channel]]), send: (m) => received.push(m) };
}

describeEachBackend('Realtime fan-out', (backend) => {
  let changes: RowChange[];
  beforeAll(async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => validEstimate({ name: `Fan ${i}` }));
    const { data, error } = await backend.service().from('estimates').insert(rows).select('id');
    if (error) throw new Error(error.message);
    changes = (data as { id: string }[]).map(({ id }) => ({
      schema: 'public',
      table: 'estimates',
      type: 'INSERT',
      commit_timestamp: new Date().toISOString(),
      key: { id },
    }));
  });

  it(`reads a batch of ${ROWS} changes back with one query per audience, and yields while delivering`, async () => {
    const { store } = backend.gateway;
    const readBacks: string[] = [];
    const counting: Store = {
      ...store,
      asRole: (claims, work, lane) => {
        readBacks.push(claims.role);
        return store.asRole(claims, work, lane);
      },
    };
    const received: Message[] = [];
    const subscribers = [
      ...Array.from({ length: 10 }, () => subscriber({ role: 'anon' }, received)),
      ...Array.from({ length: 10 }, () => subscriber({ role: 'service_role' }, received)),
    ];
    const fanout = new ChangeFanout(counting, () => subscribers);
    const sentAtTurns: number[] = [];
    let delivering = true;
    const watchTurns = () => {
      sentAtTurns.push(received.length);
      if (delivering) setImmediate(watchTurns);
    };
    for (const change of changes) fanout.publish(change);
    watchTurns();
    await fanout.settled();
    delivering = false;

    expect(readBacks.sort()).toEqual(['anon', 'service_role']);
    expect(fanout.stats).toEqual({ batches: 1, readBacks: 2 });
    expect(received).toHaveLength(ROWS * subscribers.length);
    // The event loop had turns in the middle of the delivery, not only before and after it.
    const midway = sentAtTurns.filter((sent) => sent > 0 && sent < received.length);
    expect(midway.length).toBeGreaterThan(1);
  });
});
