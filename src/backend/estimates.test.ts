import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '../../tests/support/fakeSupabase.ts';
import { loadClient } from './client.ts';
import { loadRealtime } from './realtime.ts';
import { submitEstimate, subscribeToEstimates, type EstimateRequest } from './estimates.ts';

vi.mock('./client.ts', () => ({ loadClient: vi.fn() }));
vi.mock('./realtime.ts', () => ({ loadRealtime: vi.fn() }));

const request: EstimateRequest = {
  name: 'Ana Díaz',
  email: 'ana@example.com',
  phone: '973-555-0100',
  service: 'cabinet',
  contactTime: 'evening',
  details: '   ',
};

let fake: ReturnType<typeof fakeSupabase>;
const useFake = (result?: Parameters<typeof fakeSupabase>[0]) => {
  fake = fakeSupabase(result);
  vi.mocked(loadClient).mockResolvedValue(fake.client as never);
  // The live notifications use Realtime alone, with the same channel API.
  vi.mocked(loadRealtime).mockResolvedValue(fake.client as never);
};

describe('submitEstimate', () => {
  beforeEach(() => useFake());

  it('inserts one estimates row with snake_case columns and null for blank details', async () => {
    await submitEstimate(request);
    expect(fake.client.from).toHaveBeenCalledWith('estimates');
    expect(fake.insert).toHaveBeenCalledWith({
      name: 'Ana Díaz',
      email: 'ana@example.com',
      phone: '973-555-0100',
      service: 'cabinet',
      contact_time: 'evening',
      details: null,
      page_path: null,
    });
  });

  it('records the page the request was sent from', async () => {
    await submitEstimate({ ...request, pagePath: '/services/interior-painting' });
    expect(fake.insert.mock.calls[0]![0]).toMatchObject({
      page_path: '/services/interior-painting',
    });
  });

  it('keeps details the visitor typed', async () => {
    await submitEstimate({ ...request, details: 'Two bedrooms' });
    expect(fake.insert.mock.calls[0]![0]).toMatchObject({ details: 'Two bedrooms' });
  });

  it('rejects when the backend answers with an error', async () => {
    useFake({ error: { message: 'violates check constraint' } });
    await expect(submitEstimate(request)).rejects.toThrow('violates check constraint');
  });
});

describe('subscribeToEstimates', () => {
  beforeEach(() => useFake());

  it('listens for inserts on the estimates table and hands each new row over', async () => {
    const onInsert = vi.fn();
    const onListening = vi.fn();
    const stop = subscribeToEstimates(onInsert, onListening);
    await vi.waitFor(() => expect(fake.channel.subscribe).toHaveBeenCalled());
    fake.status('SUBSCRIBED');
    expect(onListening).toHaveBeenLastCalledWith(true);
    expect(fake.client.channel).toHaveBeenCalledWith('estimates-notifications');
    expect(fake.channel.on).toHaveBeenCalledWith(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'estimates' },
      expect.any(Function),
    );
    fake.emit({ id: '7', name: 'Ana' });
    expect(onInsert).toHaveBeenCalledWith({ id: '7', name: 'Ana' });
    stop();
    expect(fake.client.removeChannel).toHaveBeenCalledWith(fake.channel);
  });

  it('never opens the channel when stopped before the client finished loading', async () => {
    const stop = subscribeToEstimates(vi.fn());
    stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(fake.client.channel).not.toHaveBeenCalled();
    expect(fake.client.removeChannel).not.toHaveBeenCalled();
  });
});
