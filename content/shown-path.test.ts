import path from 'node:path';
import { expect, it } from 'vitest';
import { shownPath } from './shown-path.ts';

it('shows a path from the working folder, with ESC, line breaks and U+202E written out', () => {
  const file = path.join(process.cwd(), 'pages-json', 'evil\n\u001b[1AAll valid.\u202e.json');
  expect(shownPath(file)).toBe('pages-json/evil\\n\\u001b[1AAll valid.\\u202e.json');
  expect(shownPath('/elsewhere/x\r.json')).toBe('/elsewhere/x\\r.json');
});
