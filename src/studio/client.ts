/**
 * The studio's requests to `npm run dev` (scripts/lib/studio/api.ts), with the session token,
 * typed by the one description of the routes both sides import (src/shared/studio/api.ts).
 */

import type {
  ReadQuery,
  ReadResponse,
  ReadRoute,
  WriteRequest,
  WriteResponse,
  WriteRoute,
} from '../shared/studio/api.ts';

export type {
  Check,
  Json,
  LibraryImage,
  OpenFile,
  PageEntry,
  Problem,
  Schema,
  StudioSectionType,
  TownResult,
  WriteResponse,
} from '../shared/studio/api.ts';

const API = '/__studio/api';
const token = () =>
  document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? '';

async function read<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok)
    throw new Error(body.error ?? `The studio request failed (${response.status}).`);
  return body;
}

export async function get<R extends ReadRoute>(
  route: R,
  ...query: ReadQuery<R> extends undefined ? [] : [ReadQuery<R>]
): Promise<ReadResponse<R>> {
  const search = query[0] ? `?${new URLSearchParams(query[0]).toString()}` : '';
  return read(await fetch(`${API}/${route}${search}`));
}

export const post = async <R extends WriteRoute>(
  route: R,
  body: WriteRequest<R>,
): Promise<WriteResponse<R>> =>
  read(
    await fetch(`${API}/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-studio-token': token() },
      body: JSON.stringify(body),
    }),
  );
