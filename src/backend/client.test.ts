import { afterEach, describe, expect, it, vi } from 'vitest';

const createClient = vi.fn((..._args: unknown[]) => ({ kind: 'client' }));
vi.mock('@supabase/supabase-js', () => ({ createClient }));

describe('loadClient', () => {
  afterEach(() => vi.resetModules());

  it('creates one session-less client for the configured backend and reuses it', async () => {
    const { loadClient } = await import('./client.ts');
    const { anonKey, backendUrl } = await import('./config.ts');
    const [first, second] = await Promise.all([loadClient(), loadClient()]);
    expect(first).toBe(second);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith(backendUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  });
});
