/**
 * The studio's requests under /__studio/api/, answered by `npm run dev`. Reads list pages,
 * section types, images (with where each is used) and routes; writes save a page in place, check
 * a document, create a town or a fragment, add a photo, delete an unused one and add a video,
 * each behind request-guard.ts and confined to pages-json/ by page-files.ts, photos and videos to
 * their own folders.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTown, townRequest, UsageError } from '../scaffold/new-town.ts';
import { imageManifestFor, pagesDir, publicDir } from '../paths.ts';
import { checkDocument } from './check-document.ts';
import { withFileLock } from './file-lock.ts';
import { saveInPlace, CONTENT_VERSION } from '../../../content/index.ts';
import { WriteRefused, migratedFile, prettierFormatted } from '../../../content/node.ts';
import {
  createFragmentFile,
  listPageFiles,
  readPageFile,
  RefusedPath,
  resolvePageFile,
  writePageFile,
} from './page-files.ts';
import {
  HttpError,
  MAX_PHOTO_BODY_BYTES,
  MAX_VIDEO_BODY_BYTES,
  readJsonBody,
} from './request-body.ts';
import { addPhoto, preparePhoto, PhotoRefused } from '../media/add-photo.ts';
import { addVideo, VideoRefused } from '../media/add-video.ts';
import { STORAGE_DIR } from '../../../supabase/local/index.ts';
import { deletePhoto, imageFiles, imageLibrary } from './image-library.ts';
import { refusal } from './request-guard.ts';
import { checkRequest, isWriteRoute } from './request-schemas.ts';
import { rememberEdit } from './preview.ts';
import { pageSchema, sectionTypes } from './section-types.ts';
import type {
  ReadResponse,
  ReadRoute,
  WriteRequest,
  WriteResponse,
  WriteRoute,
} from '../../../src/shared/studio/api.ts';

export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** An old file as the current content model has it (a fragment moves with site.json). */
async function migratedOnOpen(file: string, text: string, dir: string) {
  const siteFile = `${path.basename(dir)}/site.json`;
  const site = await readPageFile(siteFile, dir).then(
    (siteText) => ({ path: siteFile, text: siteText }),
    () => undefined,
  );
  return migratedFile({ path: file, text }, site);
}

/**
 * Compare-and-swap: the file is written only if it is still the version the studio read, and
 * the read, compare and write of one file never interleave with another save of it. What is
 * written is formatted as Prettier would write it, and the answer's version is that text's, so
 * the studio's next save starts from the file as it is on disk.
 */
async function save(body: WriteRequest<'save'>, dir: string) {
  const { file } = body;
  const absolute = await resolvePageFile(file, dir);
  const { text, next } = await withFileLock(absolute, async () => {
    const text = await readPageFile(file, dir);
    if (body.version !== versionOf(text))
      throw new HttpError(409, `${file} changed on disk since you opened it; nothing was saved.`);
    const next = await prettierFormatted(absolute, saveInPlace(text, body.document));
    if (next !== text) await writePageFile(file, next, dir);
    return { text, next };
  });
  return {
    version: versionOf(next),
    changed: next !== text,
    ...(await checkDocument(file, next, dir)),
  };
}

/** The GET routes, each answering as src/shared/studio/api.ts says. */
const reads = {
  pages: (_query, dir) => listPageFiles(dir),
  types: async () => ({ sections: await sectionTypes(), page: await pageSchema() }),
  images: (_query, _dir, publicFolder) => imageFiles(publicFolder),
  library: (_query, dir, publicFolder) => imageLibrary(dir, publicFolder),
  file: async (query, dir) => {
    const file = query.get('file') ?? '';
    const onDisk = await readPageFile(file, dir);
    const migrated = await migratedOnOpen(file, onDisk, dir);
    const text = migrated?.text ?? onDisk;
    return {
      file,
      text,
      version: versionOf(onDisk),
      ...(migrated && {
        migration: {
          from: migrated.from,
          to: CONTENT_VERSION,
          steps: migrated.applied.map((m) => `${m.name}: ${m.description}`),
          onDisk,
        },
      }),
      ...(await checkDocument(file, text, dir)),
    };
  },
} satisfies {
  [R in ReadRoute]: (
    query: URLSearchParams,
    dir: string,
    publicFolder: string,
  ) => Promise<ReadResponse<R>>;
};

/** The POST routes, each given its body as checked by request-schemas.ts. */
const writes = {
  check: async ({ file, document }, dir) => {
    const text = saveInPlace(await readPageFile(file, dir), document);
    return { ...(await checkDocument(file, text, dir)), preview: rememberEdit(file, text) };
  },
  save,
  'new-town': (body, dir) => createTown(townRequest(body), dir),
  'new-fragment': async ({ name, section }, dir) => ({
    file: await createFragmentFile(name, section, dir),
  }),
  photo: async ({ name, alt, data }, dir, publicFolder) => {
    try {
      const photo = await preparePhoto({ name, alt, bytes: Buffer.from(data, 'base64') });
      const stored = await addPhoto(photo, {
        publicDir: publicFolder,
        pagesDir: dir,
        manifestFile: imageManifestFor(publicFolder),
      });
      return { src: photo.src, alt: photo.alt, width: photo.width, height: photo.height, stored };
    } catch (error) {
      if (error instanceof PhotoRefused) throw new HttpError(422, error.message);
      throw error;
    }
  },
  'delete-photo': ({ src }, dir, publicFolder) => deletePhoto(src, dir, publicFolder),
  video: async ({ name, alt, data }, dir, publicFolder, storageFolder) => {
    try {
      const { video, stored, still } = await addVideo(
        { name, alt, bytes: Buffer.from(data, 'base64') },
        {
          storageDir: storageFolder,
          publicDir: publicFolder,
          pagesDir: dir,
          manifestFile: imageManifestFor(publicFolder),
        },
      );
      const { src, movedIndex, removed } = video;
      return {
        src,
        stored,
        movedIndex,
        removed,
        ...(still && { still: { src: still.src, alt: still.alt } }),
      };
    } catch (error) {
      if (error instanceof VideoRefused || error instanceof PhotoRefused)
        throw new HttpError(422, error.message);
      throw error;
    }
  },
} satisfies {
  [R in WriteRoute]: (
    body: WriteRequest<R>,
    dir: string,
    publicFolder: string,
    storageFolder: string,
  ) => Promise<WriteResponse<R>>;
};

const isReadRoute = (route: string): route is ReadRoute => Object.hasOwn(reads, route);

async function answer(
  req: IncomingMessage,
  route: string,
  query: URLSearchParams,
  dir: string,
  publicFolder: string,
  storageFolder: string,
) {
  if (req.method === 'GET') {
    if (!isReadRoute(route)) throw new HttpError(404, `no studio request ${route}`);
    return reads[route](query, dir, publicFolder);
  }
  if (req.method !== 'POST') throw new HttpError(405, 'reads are GET, writes POST');
  if (!isWriteRoute(route)) throw new HttpError(404, `no studio request ${route}`);
  const limit =
    route === 'photo' ? MAX_PHOTO_BODY_BYTES : route === 'video' ? MAX_VIDEO_BODY_BYTES : undefined;
  const body = checkRequest(route, await readJsonBody(req, limit));
  const handle = writes[route] as (
    body: WriteRequest<WriteRoute>,
    dir: string,
    publicFolder: string,
    storageFolder: string,
  ) => Promise<unknown>;
  return handle(body, dir, publicFolder, storageFolder);
}

/** Answers /__studio/api/<route>; the token is the one served with the studio's page. */
export async function handleStudioApi(
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
  dir = pagesDir,
  publicFolder = publicDir,
  storageFolder = STORAGE_DIR,
) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const route = url.pathname.replace(/^\/__studio\/api\//, '');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  try {
    const refused = req.method === 'GET' ? undefined : refusal(req, token);
    if (refused) throw new HttpError(403, refused);
    res.end(
      JSON.stringify(await answer(req, route, url.searchParams, dir, publicFolder, storageFolder)),
    );
  } catch (error) {
    const status =
      error instanceof HttpError
        ? error.status
        : error instanceof RefusedPath || error instanceof UsageError
          ? 400
          : error instanceof WriteRefused
            ? 409
            : 500;
    res.statusCode = status;
    res.end(JSON.stringify({ error: (error as Error).message }));
  }
}
