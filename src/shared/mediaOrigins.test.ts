import { describe, expect, it } from 'vitest';
import { MEDIA_ORIGINS, mediaOriginOf, mediaSources } from './mediaOrigins.ts';

const site = 'https://www.example.com';

describe('media origins', () => {
  it('are the policy media-src sources, in order', () => {
    expect(MEDIA_ORIGINS).toEqual(['self', 'backend']);
    expect(mediaSources('https://x.supabase.co')).toEqual([`'self'`, 'https://x.supabase.co']);
  });

  it('place a storage: address on the backend and a site path or the site origin on self', () => {
    expect(mediaOriginOf('storage:website-assets/hero.mp4', site)).toBe('backend');
    expect(mediaOriginOf('/Assets/hero.mp4', site)).toBe('self');
    expect(mediaOriginOf('https://www.example.com/hero.mp4', site)).toBe('self');
  });

  it('find no allowed origin for any other address', () => {
    for (const src of [
      'https://cdn.example.com/hero.mp4',
      'http://www.example.com/hero.mp4',
      '//cdn.example.com/hero.mp4',
      'data:video/mp4;base64,AAAA',
      'storage:',
    ]) {
      expect([src, mediaOriginOf(src, site)]).toEqual([src, undefined]);
    }
    expect(mediaOriginOf('https://www.example.com/hero.mp4', undefined)).toBeUndefined();
  });
});
