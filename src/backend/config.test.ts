import { afterEach, describe, expect, it, vi } from 'vitest';

const loadConfig = () => import('./config.ts');

describe('backend config', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('reads the backend address and public key from the environment', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abc.supabase.co/');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'public-anon-key');
    const config = await loadConfig();
    expect(config.backendUrl).toBe('https://abc.supabase.co');
    expect(config.anonKey).toBe('public-anon-key');
  });

  it('defaults to the local stand-in (on SUPABASE_LOCAL_PORT when set) and its demo anon key', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', undefined);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', undefined);
    const config = await loadConfig();
    expect(config.backendUrl).toBe(`http://127.0.0.1:${process.env.SUPABASE_LOCAL_PORT || 54321}`);
    const [, payload] = config.anonKey.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      role: 'anon',
    });
  });
});
