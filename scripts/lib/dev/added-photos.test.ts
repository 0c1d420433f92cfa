import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PHOTOS_DIR } from '../media/add-photo.ts';
import { serveAddedPhoto } from './added-photos.ts';

let folder = '';
let server: Server;
let origin = '';
const photo = `/${PHOTOS_DIR}/0123456789abcdef0123.jpg`;
const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'added-photos-'));
  await mkdir(path.join(folder, PHOTOS_DIR), { recursive: true });
  await writeFile(path.join(folder, 'secret.jpg'), 'not public');
  server = createServer((req, res) =>
    serveAddedPhoto(req, res, () => res.writeHead(404).end('passed on'), folder),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await rm(folder, { recursive: true, force: true });
});

it('serves a photo stored after the server started, with its type', async () => {
  await writeFile(path.join(folder, photo), bytes);
  const answer = await fetch(origin + photo);
  expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);
  const head = await fetch(origin + photo, { method: 'HEAD' });
  expect(head.headers.get('content-length')).toBe(String(bytes.length));
});

it('passes on anything that is not a stored photo', async () => {
  for (const url of [
    `/${PHOTOS_DIR}/fedcba98765432100000.jpg`, // not stored
    `/${PHOTOS_DIR}/../../secret.jpg`,
    `/${PHOTOS_DIR}/%2e%2e/%2e%2e/secret.jpg`,
    `/${PHOTOS_DIR}/notahash.jpg`,
    '/secret.jpg',
  ])
    expect(await (await fetch(origin + url)).text(), url).toBe('passed on');
  const post = await fetch(origin + photo, { method: 'POST' });
  expect(await post.text()).toBe('passed on');
});

it('answers a size of a photo not made yet with the photo itself, and passes on one that is made', async () => {
  const hash = photo.split('/').at(-1)!.replace('.jpg', '');
  await writeFile(path.join(folder, photo), bytes);
  const size = `/Assets/img/photos/${hash}-960.webp`;
  const answer = await fetch(origin + size);
  expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);
  await mkdir(path.join(folder, 'Assets/img/photos'), { recursive: true });
  await writeFile(path.join(folder, size), 'made');
  expect(await (await fetch(origin + size)).text()).toBe('passed on');
  expect(
    await (await fetch(`${origin}/Assets/img/photos/fedcba98765432100000-960.webp`)).text(),
  ).toBe('passed on');
});
