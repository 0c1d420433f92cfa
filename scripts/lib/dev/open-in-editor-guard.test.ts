import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { openInEditorRefusal } from './open-in-editor-guard.ts';

const request = (url: string, headers: Record<string, string>) =>
  ({ url, headers: { host: 'localhost:5173', ...headers } }) as unknown as IncomingMessage;

describe('openInEditorRefusal', () => {
  const open = '/__open-in-editor?file=/etc/hostname';

  it('admits the dev server’s own pages (the error overlay’s fetch)', () => {
    expect(openInEditorRefusal(request(open, { 'sec-fetch-site': 'same-origin' }))).toBeUndefined();
    expect(
      openInEditorRefusal(
        request(open, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' }),
      ),
    ).toBeUndefined();
  });

  it('refuses a cross-site or same-site request, one without Sec-Fetch-Site, and a foreign Host', () => {
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      {},
      { 'sec-fetch-site': 'same-origin', origin: 'http://evil.example' },
      { 'sec-fetch-site': 'same-origin', host: 'evil.example' },
    ];
    for (const headers of refused)
      expect(openInEditorRefusal(request(open, headers)), JSON.stringify(headers)).toMatch(
        /refused|localhost/,
      );
    expect(openInEditorRefusal(request('/__OPEN-IN-EDITOR?file=/etc/hostname', {}))).toBeDefined();
  });

  it('reads the parsed path: an absolute-form target without Sec-Fetch-Site is refused', () => {
    for (const target of [
      'http://localhost:5173/__open-in-editor?file=/etc/hostname',
      'HTTP://LOCALHOST:5173/__Open-In-Editor?file=/etc/hostname',
    ])
      expect(openInEditorRefusal(request(target, {})), target).toMatch(/refused/);
  });

  it('leaves every other request alone', () => {
    expect(openInEditorRefusal(request('/about', {}))).toBeUndefined();
    expect(openInEditorRefusal(request('/src/main.tsx?file=x', {}))).toBeUndefined();
  });
});
