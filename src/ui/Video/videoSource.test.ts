import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveVideoSrc, videoMimeType } from './videoSource.ts';

describe('resolveVideoSrc', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('keeps https addresses as they are', () => {
    expect(resolveVideoSrc('https://cdn.example.com/v/hero.mp4')).toBe(
      'https://cdn.example.com/v/hero.mp4',
    );
  });

  it('maps storage:<bucket>/<file> to the public storage of the given backend', () => {
    expect(
      resolveVideoSrc('storage:website-assets/videos/hero.mp4', 'https://abc.supabase.co/'),
    ).toBe('https://abc.supabase.co/storage/v1/object/public/website-assets/videos/hero.mp4');
  });

  it('uses VITE_SUPABASE_URL as the backend by default', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abc.supabase.co/');
    const fresh = await import('./videoSource.ts');
    expect(fresh.resolveVideoSrc('storage:website-assets/hero.mp4')).toBe(
      'https://abc.supabase.co/storage/v1/object/public/website-assets/hero.mp4',
    );
  });

  it('falls back to the local Supabase stand-in when VITE_SUPABASE_URL is unset', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', undefined);
    const fresh = await import('./videoSource.ts');
    expect(fresh.resolveVideoSrc('storage:website-assets/hero.mp4')).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/website-assets/hero.mp4',
    );
  });
});

describe('videoMimeType', () => {
  it('names the type from the file extension, ignoring a query string', () => {
    expect(videoMimeType('https://x.test/a.mp4')).toBe('video/mp4');
    expect(videoMimeType('https://x.test/a.WEBM?v=2')).toBe('video/webm');
    expect(videoMimeType('https://x.test/stream')).toBeUndefined();
  });
});
