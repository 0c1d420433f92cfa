import { vi } from 'vitest';

type InsertResult = { error: { message: string } | null };

/** A stand-in for the parts of the supabase-js (and Realtime) client the backend module uses. */
export function fakeSupabase(insertResult: InsertResult = { error: null }) {
  const insert = vi.fn(async (_row: Record<string, unknown>) => insertResult);
  let onChange: ((payload: { new: unknown }) => void) | undefined;
  let onStatus: ((status: string, error?: Error) => void) | undefined;
  const channel = {
    on: vi.fn((_type: string, _filter: unknown, callback: typeof onChange) => {
      onChange = callback;
      return channel;
    }),
    subscribe: vi.fn((callback?: typeof onStatus) => {
      onStatus = callback;
      return channel;
    }),
  };
  const client = {
    from: vi.fn((_table: string) => ({ insert })),
    channel: vi.fn((_name: string) => channel),
    removeChannel: vi.fn(async (_channel: unknown) => 'ok'),
  };
  return {
    client,
    insert,
    channel,
    emit: (row: unknown) => onChange?.({ new: row }),
    status: (status: string) => onStatus?.(status),
  };
}
