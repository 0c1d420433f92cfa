/** The studio's requests to `npm run dev` (scripts/lib/studio/api.ts), with the session token. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: unknown };

export interface Problem {
  code: string;
  severity: 'error' | 'warning';
  pointer: string;
  message: string;
}

export interface Check {
  problems: Problem[];
  wouldBuild: boolean;
  otherErrors: number;
  /** The version of the edited document the preview draws (a check of an edit gives one). */
  preview?: number;
}

export interface PageEntry {
  file: string;
  route?: string;
  title?: string;
  draft: boolean;
  kind: 'page' | 'fragment' | 'site';
}

export interface SectionType {
  type: string;
  title: string;
  description: string;
  schema: Schema;
  example: Json;
}

export interface OpenFile extends Check {
  file: string;
  text: string;
  version: string;
}

const API = '/__studio/api';
const token = () =>
  document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? '';

async function read<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok)
    throw new Error(body.error ?? `The studio request failed (${response.status}).`);
  return body;
}

export const get = async <T>(route: string): Promise<T> => read<T>(await fetch(`${API}/${route}`));

export const post = async <T>(route: string, body: unknown): Promise<T> =>
  read<T>(
    await fetch(`${API}/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-studio-token': token() },
      body: JSON.stringify(body),
    }),
  );
