import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicObjectTarget, objectPathFor, PUBLIC_OBJECT_PREFIX } from './objectPath.ts';

const root = path.resolve('/srv/buckets/website-assets');
const buckets = new Map([['website-assets', root]]);
const at = (rest: string) => objectPathFor(`${PUBLIC_OBJECT_PREFIX}${rest}`, buckets);

describe('objectPathFor', () => {
  it('names a file of a public bucket, its query left aside', () => {
    expect(at('website-assets/hero.mp4?v=2')).toEqual({
      bucket: 'website-assets',
      name: 'hero.mp4',
      root,
      segments: ['hero.mp4'],
    });
  });

  it('decodes each segment once and keeps folders inside the bucket', () => {
    expect(at('website-assets/clips/my%20clip.webm')).toMatchObject({
      name: 'clips/my clip.webm',
      segments: ['clips', 'my clip.webm'],
    });
    // Decoded once: %252e%252e is the name "%2e%2e", a plain (odd) file name, not "..".
    expect(at('website-assets/%252e%252e')?.segments).toEqual(['%2e%2e']);
  });

  it.each([
    ['a parent folder', 'website-assets/../.env'],
    ['a parent folder, inside', 'website-assets/clips/../../../etc/passwd'],
    ['the bucket itself as "."', 'website-assets/./hero.mp4'],
    ['an encoded parent folder', 'website-assets/%2e%2e/%2e%2e/etc/passwd'],
    ['an encoded parent folder, upper case', 'website-assets/%2E%2E%2Fetc%2Fpasswd'],
    ['a half-encoded parent folder', 'website-assets/.%2e/secret'],
    ['an encoded slash', 'website-assets/clips%2Fhero.mp4'],
    ['an encoded backslash', 'website-assets/..%5C..%5Csecret'],
    ['a backslash', 'website-assets/..\\secret'],
    ['an absolute path (empty segment)', 'website-assets//etc/passwd'],
    ['an encoded absolute path', 'website-assets/%2Fetc%2Fpasswd'],
    ['a dotfile', 'website-assets/.env'],
    ['a file in a hidden folder', 'website-assets/.git/config'],
    ['a NUL byte', 'website-assets/hero.mp4%00.txt'],
    ['a control character', 'website-assets/hero%0A.mp4'],
    ['malformed percent-encoding', 'website-assets/hero%E0%A4%A.mp4'],
    ['the bucket, no file', 'website-assets'],
    ['the bucket as a folder', 'website-assets/'],
    ['a folder (trailing slash)', 'website-assets/clips/'],
    ['another bucket', 'private/hero.mp4'],
    ['a bucket named like a property', '__proto__/hero.mp4'],
    ['a bucket named by traversal', '../website-assets/hero.mp4'],
    ['too deep a name', `website-assets/${'a/'.repeat(20)}hero.mp4`],
  ])('refuses %s', (_, rest) => {
    expect(at(rest)).toBeNull();
  });

  it('answers only its own prefix, as the client sent it', () => {
    expect(objectPathFor('/storage/v1/object/website-assets/hero.mp4', buckets)).toBeNull();
    expect(objectPathFor('/storage/v1/object/public', buckets)).toBeNull();
    expect(
      objectPathFor(
        'http://127.0.0.1:54321/storage/v1/object/public/website-assets/x.mp4',
        buckets,
      ),
    ).toBeNull();
    expect(isPublicObjectTarget('/storage/v1/object/public/x/y')).toBe(true);
    expect(isPublicObjectTarget('/rest/v1/estimates?x=/storage/v1/object/public/')).toBe(false);
  });

  it('never names a path outside the bucket, nor a hidden one, whatever the text', () => {
    const piece = fc.constantFrom(
      '.',
      '..',
      '/',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '\\',
      '%00',
      'a',
      'hero.mp4',
      '%',
      '%25',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const found = at(`website-assets/${pieces.join('')}`);
        if (!found) return;
        const file = path.resolve(found.root, ...found.segments);
        expect(file.startsWith(root + path.sep)).toBe(true);
        for (const segment of found.segments) {
          expect(segment).not.toMatch(/^\.|[/\\\0]/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
