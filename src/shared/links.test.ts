import { describe, expect, it } from 'vitest';
import common from '../../schemas/defs/common.schema.json' with { type: 'json' };
import { leavesSite, linkKind, relFor } from './links.ts';

describe('linkKind', () => {
  it('knows the allowed kinds', () => {
    expect(linkKind('/')).toBe('page');
    expect(linkKind('/about#faq')).toBe('page');
    expect(linkKind('#contact')).toBe('anchor');
    expect(linkKind('https://example.com/x')).toBe('external');
    expect(linkKind('HTTPS://example.com')).toBe('external');
    expect(linkKind('tel:+19735550142')).toBe('phone');
    expect(linkKind('mailto:a@b.co')).toBe('email');
  });

  it('calls unsafe what leaves the site in disguise, runs script, or is not https', () => {
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      ' //evil.example',
      '/\t/evil.example',
      'http://example.com',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\nscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,hi',
      'vbscript:x',
      'https:/example.com',
      'about',
      './about',
    ]) {
      expect([href, linkKind(href)]).toEqual([href, 'unsafe']);
    }
  });

  it('leavesSite: external and unsafe addresses', () => {
    expect(leavesSite('https://example.com')).toBe(true);
    expect(leavesSite('//evil.example')).toBe(true);
    expect(leavesSite('/about')).toBe(false);
    expect(leavesSite('tel:+1')).toBe(false);
  });

  it('relFor: "noopener noreferrer" on a link that leaves the site, nothing on one that stays', () => {
    expect(relFor('https://example.com')).toBe('noopener noreferrer');
    expect(relFor('//evil.example')).toBe('noopener noreferrer');
    expect(relFor('/about')).toBeUndefined();
    expect(relFor('mailto:a@b.co')).toBeUndefined();
  });

  it("the schemas' href pattern refuses what linkKind calls unsafe, protocol-relative included", () => {
    const pattern = new RegExp(common.$defs.href.pattern, 'u');
    for (const href of ['/about', '/', '/#faq', '#faq', 'https://example.com', 'tel:+1-973']) {
      expect([href, pattern.test(href)]).toEqual([href, true]);
    }
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      'http://example.com',
      'javascript:x',
    ]) {
      expect([href, pattern.test(href), linkKind(href)]).toEqual([href, false, 'unsafe']);
    }
  });
});
