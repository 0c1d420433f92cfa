/**
 * Serves the photos an author adds while the dev server runs. Vite serves public/ from a list of
 * its files that its file watcher keeps, so a photo the studio has just stored answered 404 until
 * the watcher reported it, seconds later on a busy machine, and the picker showed a broken
 * thumbnail. A stored photo's path is its content hash, so nothing else can match.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isPhotoSrc } from '../media/add-photo.ts';
import { publicDir } from '../paths.ts';

const TYPES = { '.jpg': 'image/jpeg', '.png': 'image/png' } as Record<string, string>;

/** Answers a request for a stored photo, or calls `next` for anything else. */
export function serveAddedPhoto(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  publicFolder = publicDir,
) {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (!isPhotoSrc(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  const file = path.join(publicFolder, pathname);
  stat(file).then(
    ({ size }) => {
      res.setHeader('Content-Type', TYPES[path.extname(file)]!);
      res.setHeader('Content-Length', size);
      res.setHeader('Cache-Control', 'no-cache');
      if (req.method === 'HEAD') return void res.end();
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    },
    () => next(),
  );
}
