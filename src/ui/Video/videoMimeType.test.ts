import { describe, expect, it } from 'vitest';
import { videoMimeType } from './videoMimeType.ts';

describe('videoMimeType', () => {
  it('names the type from the file extension, ignoring a query string', () => {
    expect(videoMimeType('https://x.test/a.mp4')).toBe('video/mp4');
    expect(videoMimeType('https://x.test/a.WEBM?v=2')).toBe('video/webm');
    expect(videoMimeType('https://x.test/stream')).toBeUndefined();
  });
});
