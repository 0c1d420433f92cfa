import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveStorageUrl } from './storage.ts';

describe('resolveStorageUrl', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('keeps https addresses as they are', () => {
    expect(resolveStorageUrl('https://cdn.example.com/v/hero.mp4')).toBe(
      'https://cdn.example.com/v/hero.mp4',
    );
  });

  it('maps storage:<bucket>/<file> to the public storage of the given backend', () => {
    expect(
      resolveStorageUrl('storage:website-assets/videos/hero.mp4', 'https://abc.supabase.co/'),
    ).toBe('https://abc.supabase.co/storage/v1/object/public/website-assets/videos/hero.mp4');
  });

  it('uses VITE_SUPABASE_URL as the backend by default', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abc.supabase.co/');
    const fresh = await import('./storage.ts');
    expect(fresh.resolveStorageUrl('storage:website-assets/hero.mp4')).toBe(
      'https://abc.supabase.co/storage/v1/object/public/website-assets/hero.mp4',
    );
  });

  it('falls back to the local Supabase stand-in when VITE_SUPABASE_URL is unset', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', undefined);
    const fresh = await import('./storage.ts');
    expect(fresh.resolveStorageUrl('storage:website-assets/hero.mp4')).toBe(
      `http://127.0.0.1:${process.env.SUPABASE_LOCAL_PORT || 54321}/storage/v1/object/public/website-assets/hero.mp4`,
    );
  });
});
