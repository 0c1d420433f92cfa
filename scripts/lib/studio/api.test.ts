import { chmod, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionOf } from './api.ts';
import { TOKEN_HEADER } from './request-guard.ts';
import {
  startStudioForTests,
  TEST_TOKEN,
  type StudioForTests,
} from '../../../tests/support/studioServer.ts';

const token = TEST_TOKEN;
let dir = '';
let origin = '';
let studio: StudioForTests;

beforeAll(async () => {
  studio = await startStudioForTests('studio-api-');
  ({ dir, origin } = studio);
});
afterAll(() => studio.stop());

const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/__studio/api/${route}`, {
    method: 'POST',
    headers: { origin, [TOKEN_HEADER]: token, ...headers },
    body: body instanceof Raw ? body.text : JSON.stringify(body),
  });

/** A body written out as text, e.g. nested deeper than JSON.stringify can recurse. */
class Raw {
  constructor(readonly text: string) {}
}

/** `{"key": {"key": … value … }}`, `depth` objects deep. */
const nested = (depth: number, open: string, value: string, close: string) =>
  new Raw(`${open.repeat(depth)}${value}${close.repeat(depth)}`);

async function open(file: string) {
  const response = await fetch(`${origin}/__studio/api/file?file=${file}`);
  return (await response.json()) as { text: string; version: string };
}

describe('studio API', () => {
  it('saves one edited heading as a one-line change, and an unchanged document as no change', async () => {
    const file = 'pages-json/about.json';
    const { text, version } = await open(file);
    const same = await post('save', { file, version, document: JSON.parse(text) });
    expect(((await same.json()) as { changed: boolean }).changed).toBe(false);
    expect(await readFile(path.join(dir, 'about.json'), 'utf8')).toBe(text);

    const doc = JSON.parse(text);
    doc.sections[0].headline = 'About the crew';
    const saved = await post('save', { file, version, document: doc });
    expect(saved.status).toBe(200);
    const after = (await readFile(path.join(dir, 'about.json'), 'utf8')).split('\n');
    const changed = after.filter((line, index) => line !== text.split('\n')[index]);
    expect(changed).toEqual(['      "headline": "About the crew",']);
  });

  it('keeps a saved file’s mode (0600 stayed 0600, not 0644) and refuses a read-only one with 409, unchanged', async () => {
    const file = 'pages-json/gallery.json';
    const absolute = path.join(dir, 'gallery.json');
    for (const [mode, status] of [
      [0o600, 200],
      [0o444, 409],
    ] as const) {
      await chmod(absolute, mode);
      const { text, version } = await open(file);
      const doc = JSON.parse(text);
      doc.sections[0].headline = `A headline saved at mode ${mode.toString(8)}`;
      const response = await post('save', { file, version, document: doc });
      expect(response.status).toBe(status);
      expect((await stat(absolute)).mode & 0o777).toBe(mode);
      if (status === 409) {
        expect(((await response.json()) as { error: string }).error).toMatch(/is read-only/);
        expect(await readFile(absolute, 'utf8')).toBe(text);
      }
    }
    await chmod(absolute, 0o644);
  });

  it('reports validator problems with their codes at their pointers', async () => {
    const file = 'pages-json/contact.json';
    const { text } = await open(file);
    const doc = JSON.parse(text);
    doc.meta.title = '';
    const check = (await (await post('check', { file, document: doc })).json()) as {
      problems: { pointer: string; code: string }[];
      wouldBuild: boolean;
    };
    expect(check.wouldBuild).toBe(false);
    expect(check.problems.map((p) => p.pointer)).toContain('/meta/title');
  });

  it('refuses a save over an external edit and keeps the external bytes', async () => {
    const file = 'pages-json/gallery.json';
    const { text, version } = await open(file);
    await writeFile(path.join(dir, 'gallery.json'), `${text}\n`);
    const response = await post('save', { file, version, document: JSON.parse(text) });
    expect(response.status).toBe(409);
    expect(await readFile(path.join(dir, 'gallery.json'), 'utf8')).toBe(`${text}\n`);
  });

  it('refuses writes without the token, from a foreign origin, or outside the page files', async () => {
    const file = 'pages-json/home.json';
    const { text, version } = await open(file);
    const edited = { ...JSON.parse(text), schemaVersion: 2 };
    const body = { file, version, document: edited };
    await writeFile(path.join(path.dirname(dir), 'outside.json'), '{}');
    await symlink(path.join(path.dirname(dir), 'outside.json'), path.join(dir, 'linked.json'));
    const attempts = [
      post('save', body, { [TOKEN_HEADER]: 'wrong' }),
      post('save', body, { origin: 'http://evil.example' }),
      post('save', { ...body, file: 'pages-json/../outside.json' }),
      post('save', { ...body, file: 'pages-json/linked.json' }),
      post('save', { ...body, file: 'pages-json/about.txt' }),
    ];
    const statuses = await Promise.all(attempts.map(async (attempt) => (await attempt).status));
    expect(statuses).toEqual([403, 403, 400, 400, 400]);
    expect(await readFile(path.join(dir, 'home.json'), 'utf8')).toBe(text);
    expect(await readFile(path.join(path.dirname(dir), 'outside.json'), 'utf8')).toBe('{}');
    expect(versionOf(text)).toBe(version);
  });

  it('creates a fragment file once, under fragments/ only, and refuses a bad or taken name', async () => {
    const section = {
      type: 'faq',
      heading: 'Shared questions',
      items: [{ question: 'Do you move furniture?', answer: 'Yes, and we put it back.' }],
    };
    const created = await post('new-fragment', { name: 'shared-faq', section });
    expect(await created.json()).toEqual({ file: 'pages-json/fragments/shared-faq.json' });
    const written = await readFile(path.join(dir, 'fragments/shared-faq.json'), 'utf8');
    expect(JSON.parse(written)).toEqual(section);
    const refused = await Promise.all(
      [
        post('new-fragment', { name: 'shared-faq', section: {} }),
        post('new-fragment', { name: '../escape', section }),
        post('new-fragment', { name: 'Shared FAQ', section }),
        post('new-fragment', { name: 'other', section }, { [TOKEN_HEADER]: 'wrong' }),
      ].map(async (attempt) => (await attempt).status),
    );
    expect(refused).toEqual([400, 400, 400, 403]);
    expect(await readFile(path.join(dir, 'fragments/shared-faq.json'), 'utf8')).toBe(written);
    await expect(readFile(path.join(path.dirname(dir), 'escape.json'))).rejects.toThrow();
  });

  it('lists pages with drafts marked, and section types with an example each', async () => {
    const pages = (await (await fetch(`${origin}/__studio/api/pages`)).json()) as {
      file: string;
      kind: string;
    }[];
    expect(
      pages.some((page) => page.file === 'pages-json/about.json' && page.kind === 'page'),
    ).toBe(true);
    const types = (await (await fetch(`${origin}/__studio/api/types`)).json()) as {
      sections: { type: string; example: { type: string } }[];
    };
    expect(types.sections.length).toBeGreaterThan(10);
    for (const section of types.sections) expect(section.example.type).toBe(section.type);
  });
});

/** A request sent as given: any Host header, and the body in the chunks given, apart in time. */
function raw(
  pathname: string,
  { method = 'GET', headers = {}, chunks = [] as Buffer[] } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    void (async () => {
      for (const chunk of chunks) {
        req.write(chunk);
        await new Promise((wait) => setTimeout(wait, 30));
      }
      req.end();
    })();
  });
}

const statusOf = async (response: Promise<Response>) => (await response).status;

describe('studio writes under load and with odd bodies', () => {
  it('of 20 parallel saves from the same version, one is written and 19 are refused', async () => {
    const file = 'pages-json/services.json';
    const { text, version } = await open(file);
    const attempts = Array.from({ length: 20 }, (_, n) => {
      const doc = JSON.parse(text);
      doc.meta.title = `Services, version ${n + 1} of 20`;
      return post('save', { file, version, document: doc });
    });
    const statuses = await Promise.all(attempts.map(statusOf));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = statuses.indexOf(200) + 1;
    const saved = JSON.parse(await readFile(path.join(dir, 'services.json'), 'utf8'));
    expect(saved.meta.title).toBe(`Services, version ${winner} of 20`);
  });

  it('stores a body split inside a multi-byte character as the text sent', async () => {
    const file = 'pages-json/contact.json';
    const { text, version } = await open(file);
    const doc = JSON.parse(text);
    doc.meta.title = 'Café crème, contact us';
    const bytes = Buffer.from(JSON.stringify({ file, version, document: doc }));
    const split = bytes.indexOf(Buffer.from('é')) + 1; // between the two bytes of the first é
    const response = await raw('/__studio/api/save', {
      method: 'POST',
      headers: { origin, [TOKEN_HEADER]: token, 'content-type': 'application/json' },
      chunks: [bytes.subarray(0, split), bytes.subarray(split)],
    });
    expect(response.status).toBe(200);
    const saved = JSON.parse(await readFile(path.join(dir, 'contact.json'), 'utf8'));
    expect(saved.meta.title).toBe('Café crème, contact us');
  });

  it('refuses a fragment without a section, nested 3,000 deep, of an unknown type or invalid, and writes nothing', async () => {
    const deep = nested(
      3000,
      '{"type": "faq", "heading": "Deep", "items": [',
      '"bottom"',
      ']}',
    ).text;
    const responses = await Promise.all([
      post('new-fragment', { name: 'no-section' }),
      post('new-fragment', new Raw(`{"name": "deep-section", "section": ${deep}}`)),
      post('new-fragment', { name: 'odd-type', section: { type: 'marquee', text: 'Hi' } }),
      post('new-fragment', { name: 'half-faq', section: { type: 'faq', heading: 'Questions' } }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([400, 400, 400, 400]);
    const messages = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { error: string }).error),
    );
    expect(messages[0]).toContain('no "section"');
    expect(messages[1]).toContain('nests deeper than');
    expect(messages[2]).toMatch(/marquee/);
    expect(messages[3]).toContain('[missing-field]');
    const fragments = await readdir(path.join(dir, 'fragments'));
    for (const name of ['no-section', 'deep-section', 'odd-type', 'half-faq'])
      expect(fragments).not.toContain(`${name}.json`);
    expect(fragments.filter((name) => name.endsWith('.saving'))).toEqual([]);
  });

  it('checks and saves over a file nested 100,000 deep on disk: the author’s document replaces it, never 500', async () => {
    const file = 'pages-json/legal/privacy-policy.json';
    const absolute = path.join(dir, 'legal/privacy-policy.json');
    const { text } = await open(file);
    const doc = JSON.parse(text);
    await writeFile(absolute, nested(100_000, '{"nested": ', '{}', '}').text);
    const opened = (await (await fetch(`${origin}/__studio/api/file?file=${file}`)).json()) as {
      version: string;
      problems: { code: string }[];
    };
    expect(opened.problems.map((problem) => problem.code)).toContain('too-deep');
    const checked = await post('check', { file, document: doc });
    expect(checked.status).toBe(200);
    const saved = await post('save', { file, version: opened.version, document: doc });
    expect(saved.status).toBe(200);
    expect(JSON.parse(await readFile(absolute, 'utf8'))).toEqual(doc);
  });

  it('removes keys named like Object’s own members (constructor, toString, hasOwnProperty)', async () => {
    const file = 'pages-json/legal/terms-of-service.json';
    const absolute = path.join(dir, 'legal/terms-of-service.json');
    const { text } = await open(file);
    const clean = JSON.parse(text);
    const odd = { ...clean, constructor: 1, toString: 'x', hasOwnProperty: { a: 1 } };
    await writeFile(absolute, `${JSON.stringify(odd, null, 2)}\n`);
    const { version } = await open(file);
    const response = await post('save', { file, version, document: clean });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { changed: boolean }).changed).toBe(true);
    expect(Object.keys(JSON.parse(await readFile(absolute, 'utf8')))).toEqual(Object.keys(clean));
  });

  it('refuses to open or save a file that is not UTF-8, naming line and column, and leaves its bytes', async () => {
    const file = 'pages-json/contact.json';
    const absolute = path.join(dir, 'contact.json');
    const { text, version } = await open(file);
    const at = text.indexOf('"', text.indexOf('"headline"') + 11) + 1;
    const bytes = Buffer.concat([
      Buffer.from(text.slice(0, at)),
      Buffer.from([0xe9]),
      Buffer.from(text.slice(at)),
    ]);
    await writeFile(absolute, bytes);
    const line = text.slice(0, at).split('\n').length;
    const opened = await fetch(`${origin}/__studio/api/file?file=${file}`);
    expect(opened.status).toBe(409);
    expect(((await opened.json()) as { error: string }).error).toContain(
      `${file} is not UTF-8 text at line ${line}, column`,
    );
    const saved = await post('save', { file, version, document: JSON.parse(text) });
    expect(saved.status).toBe(409);
    expect(await readFile(absolute)).toEqual(bytes);
    await writeFile(absolute, text);
  });

  it('answers a malformed request with 400 and a sentence naming the field, never 500', async () => {
    const file = 'pages-json/about.json';
    const { text, version } = await open(file);
    const deepDocument = nested(3000, '{"nested": ', '{}', '}').text;
    const cases: [string, unknown, RegExp][] = [
      ['new-town', { name: 123, zip: '07869' }, /"name" must be text, not a number/],
      ['new-town', { name: ['Randolph'], zip: '07869' }, /"name" must be text, not a list/],
      ['new-fragment', { name: ['a'], section: { type: 'faq' } }, /"name" must be text/],
      [
        'save',
        new Raw(`{"file": "${file}", "version": "${version}", "document": ${deepDocument}}`),
        /nests deeper than/,
      ],
      ['save', { file, version, document: 'text' }, /"document" must be an object/],
      ['save', { file: 7, version, document: JSON.parse(text) }, /"file" must be text/],
      ['check', { file }, /no "document"/],
      ['check', [file], /must be an object, not a list/],
    ];
    for (const [route, body, message] of cases) {
      const response = await post(route, body);
      const sent = body instanceof Raw ? body.text : JSON.stringify(body);
      expect(response.status, `${route} ${sent.slice(0, 60)}`).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    const notJson = await raw('/__studio/api/save', {
      method: 'POST',
      headers: { origin, [TOKEN_HEADER]: token },
      chunks: [Buffer.from('{"file": ')],
    });
    expect(notJson.status).toBe(400);
    expect(await readFile(path.join(dir, 'about.json'), 'utf8')).toBe(text);
  });
});

describe('every studio route', () => {
  const routes = [
    '/__studio',
    '/__studio/preview?file=pages-json/about.json&v=0',
    '/__studio/api/pages',
    '/__studio/api/file?file=pages-json/about.json',
    '/__studio/api/images',
    '/__studio/api/library',
    '/__studio/section-picture?type=hero',
  ];

  it('refuses a foreign Host (DNS rebinding) without a byte of the studio, its token or a page', async () => {
    for (const route of routes) {
      const response = await raw(route, { headers: { host: 'evil.example' } });
      expect(response.status, route).toBe(403);
      expect(response.body).not.toContain(token);
      expect(response.body).not.toContain('"sections"');
    }
    const local = await raw('/__studio', { headers: { host: 'localhost:5173' } });
    expect(local.status).toBe(200);
    expect(local.body).toContain(token);
  });

  it('may not be framed by another page; the preview only by the studio', async () => {
    for (const route of routes) {
      const response = await raw(route);
      const preview = route.includes('/preview');
      expect(response.headers['x-frame-options'], route).toBe(preview ? 'SAMEORIGIN' : 'DENY');
      expect(response.headers['content-security-policy'], route).toBe(
        `frame-ancestors '${preview ? 'self' : 'none'}'`,
      );
    }
  });
});

describe('a section type’s picture', () => {
  it('is its visual baseline at 1440 px, for a type the catalog knows and no other name', async () => {
    const hero = await fetch(`${origin}/__studio/section-picture?type=hero`);
    expect(hero.status).toBe(200);
    expect(hero.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await hero.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    for (const type of ['carousel', '../../package.json', 'hero--compact@1440.png', ''])
      expect(
        (await fetch(`${origin}/__studio/section-picture?type=${encodeURIComponent(type)}`)).status,
        type,
      ).toBe(404);
  });
});

describe('studio routes, one description for client and server (src/shared/studio/api.ts)', () => {
  it('answers every read it describes, and no other name, not even an object property', async () => {
    for (const route of ['pages', 'types', 'images', 'file?file=pages-json/about.json'])
      expect((await fetch(`${origin}/__studio/api/${route}`)).status, route).toBe(200);
    for (const route of ['toString', 'constructor', '__proto__', 'save']) {
      const response = await fetch(`${origin}/__studio/api/${route}`);
      expect(response.status, route).toBe(404);
    }
    expect((await post('hasOwnProperty', {})).status).toBe(404);
  });
});
