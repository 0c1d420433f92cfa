/**
 * Serves the photos an author adds while the dev server runs. Vite serves public/ from a list of
 * its files that its file watcher keeps, so a photo the studio has just stored answered 404 until
 * the watcher reported it, seconds later on a busy machine, and the picker showed a broken
 * thumbnail. A stored photo's path is its content hash, so nothing else can match.
 *
 * The dev server makes the sizes of pictures when it starts, and the pipelines put a new photo
 * in the image manifest at once, so its pages ask for sizes not made yet: until they are, each
 * size of a photo answers with the stored photo itself.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isPhotoSrc, PHOTOS_DIR } from '../media/add-photo.ts';
import { publicDir } from '../paths.ts';

const TYPES = { '.jpg': 'image/jpeg', '.png': 'image/png' } as Record<string, string>;

/** A size the build makes of a stored photo (variantUrl): /Assets/img/photos/<hash>-960.webp. */
const PHOTO_SIZE = new RegExp(
  `^/${PHOTOS_DIR.replace(/^Assets\/art\//, 'Assets/img/')}/([0-9a-f]{20})-\\d+\\.(avif|webp|jpg)$`,
);

/** The stored photo a request names, or whose size not made yet it asks for. */
async function photoFileFor(pathname: string, publicFolder: string) {
  if (isPhotoSrc(pathname)) return path.join(publicFolder, pathname);
  const hash = PHOTO_SIZE.exec(pathname)?.[1];
  if (!hash || (await exists(path.join(publicFolder, pathname)))) return undefined;
  for (const extension of ['.jpg', '.png']) {
    const file = path.join(publicFolder, PHOTOS_DIR, `${hash}${extension}`);
    if (await exists(file)) return file;
  }
  return undefined;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Answers a request for a stored photo, or calls `next` for anything else. */
export function serveAddedPhoto(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  publicFolder = publicDir,
) {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  void photoFileFor(pathname, publicFolder).then((file) => {
    if (!file) return next();
    answer(file, req, res, next);
  });
}

function answer(file: string, req: IncomingMessage, res: ServerResponse, next: () => void) {
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
