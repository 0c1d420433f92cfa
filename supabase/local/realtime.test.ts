import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterEach, expect, it } from 'vitest';
import { START_TIMEOUT_MS, validEstimate } from './harness/index.ts';
import { describeEachBackend } from '../../tests/support/backend/describeEachBackend.ts';

type Row = Record<string, unknown>;

/** Subscribes like the site's overlay and collects what arrives. */
async function listen(client: SupabaseClient, event: 'INSERT' | '*' = 'INSERT') {
  const received: Row[] = [];
  let channel!: RealtimeChannel;
  await new Promise<void>((resolve, reject) => {
    channel = client
      .channel('estimates-notifications')
      .on('postgres_changes', { event, schema: 'public', table: 'estimates' }, (payload) => {
        received.push({ eventType: payload.eventType, ...(payload.new as Row) });
      })
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
  });
  return { received, channel };
}

const waitFor = async (check: () => boolean, timeout = 5000) => {
  const until = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describeEachBackend('Realtime for supabase-js', (backend) => {
  const clients: SupabaseClient[] = [];
  const client = () => {
    const created = backend.client();
    clients.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
  });

  it("delivers another visitor's estimate request with only the overlay's columns", async () => {
    const { received } = await listen(client());
    await client()
      .from('estimates')
      .insert(validEstimate({ name: 'Lucía' }));
    await waitFor(() => received.length === 1);
    expect(received[0]).toEqual({
      eventType: 'INSERT',
      id: expect.any(String),
      name: 'Lucía',
      service: 'interior',
      contact_time: 'morning',
      created_at: expect.any(String),
    });
  });

  it('delivers every column to the service role, and inserts in commit order', async () => {
    const { received } = await listen(backend.service());
    for (const name of ['First', 'Second', 'Third'])
      await client().from('estimates').insert(validEstimate({ name }));
    await waitFor(() => received.length === 3);
    expect(received.map((row) => row.name)).toEqual(['First', 'Second', 'Third']);
    expect(received[0]).toMatchObject({
      email: validEstimate().email,
      details: validEstimate().details,
    });
    await backend.service().removeAllChannels();
  });

  it('delivers every row of a many-row insert, update and delete, in order', async () => {
    const service = backend.service();
    const { received } = await listen(service, '*');
    const names = Array.from({ length: 250 }, (_, i) => `Batch ${i}`);
    await service.from('estimates').insert(names.map((name) => validEstimate({ name })));
    await waitFor(() => received.length === names.length);
    expect(received.map((row) => row.name)).toEqual(names);
    const ids = received.slice(0, 3).map((row) => row.id as string);
    await service.from('estimates').update({ details: 'Updated together' }).in('id', ids);
    await waitFor(() => received.length === names.length + 3);
    await service.from('estimates').delete().in('id', ids);
    await waitFor(() => received.length === names.length + 6);
    const after = received.slice(names.length);
    expect(after.map((row) => [row.eventType, row.details ?? null])).toEqual([
      ...ids.map(() => ['UPDATE', 'Updated together']),
      ...ids.map(() => ['DELETE', null]),
    ]);
    expect(new Set(after.slice(0, 3).map((row) => row.id))).toEqual(new Set(ids));
    await service.removeAllChannels();
  });

  it('does not deliver rows the subscriber may not select', async () => {
    const { received } = await listen(client());
    await backend
      .service()
      .from('estimates')
      .insert(
        validEstimate({
          name: 'Backdated',
          created_at: new Date(Date.now() - 3_600_000).toISOString(),
        }),
      );
    await client()
      .from('estimates')
      .insert(validEstimate({ name: 'Current' }));
    await waitFor(() => received.length === 1);
    await settle();
    expect(received.map((row) => row.name)).toEqual(['Current']);
  });

  it('stops delivering after removeChannel', async () => {
    const subscriber = client();
    const { received, channel } = await listen(subscriber);
    expect(await subscriber.removeChannel(channel)).toBe('ok');
    await client()
      .from('estimates')
      .insert(validEstimate({ name: 'After leaving' }));
    await settle();
    expect(received).toEqual([]);
  });

  it(
    'reconnects after the gateway restarts and receives new inserts',
    async () => {
      const { received } = await listen(client());
      await client()
        .from('estimates')
        .insert(validEstimate({ name: 'Before restart' }));
      await waitFor(() => received.length === 1);
      received.length = 0;
      await backend.restart();
      const kept = await backend
        .service()
        .from('estimates')
        .select('name')
        .eq('name', 'Before restart');
      expect(kept.data, 'rows survive a restart').toEqual([{ name: 'Before restart' }]);
      const writer = client();
      // The client notices the closed socket and rejoins on its own back-off; keep writing until it is back.
      const deadline = Date.now() + 20_000;
      while (!received.length && Date.now() < deadline) {
        await writer.from('estimates').insert(validEstimate({ name: 'After restart' }));
        await waitFor(() => received.length > 0, 1000).catch(() => undefined);
      }
      expect(received[0]).toMatchObject({ name: 'After restart' });
    },
    START_TIMEOUT_MS,
  );
});
