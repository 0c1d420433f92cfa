import { describe, expect, it } from 'vitest';
import { leavesSite, linkKind } from './links.ts';

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
});
