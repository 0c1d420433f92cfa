/**
 * Sharing a section as a fragment and writing a fragment reference out again, for a section of
 * either list of the open page (sections or sidebar).
 */
import { get, post, type Json } from './client.ts';
import { isObject } from './schema.ts';

export type ListName = 'sections' | 'sidebar';

export interface FragmentEnv {
  /** The open file's display path, e.g. pages-json/about.json. */
  file: string;
  change: (path: (string | number)[], value: Json | undefined) => void;
  setNotice: (notice: string) => void;
}

/** Writes the section to fragments/<name>.json and puts a reference to it in its place. */
export async function shareSection(
  env: FragmentEnv,
  at: [ListName, number],
  section: Json,
  name: string,
) {
  if (!isObject(section)) return;
  try {
    const shared = await post('new-fragment', {
      name,
      section: { ...section, type: String(section.type ?? '') },
    });
    env.change(at, { type: section.type ?? null, fragment: name });
    env.setNotice(`Shared as ${shared.file}. Save this page to use the reference.`);
  } catch (failure) {
    env.setNotice(`Not shared: ${(failure as Error).message}`);
  }
}

/** Puts the fragment's section, with the reference's own fields over it, in the reference's place. */
export async function writeOutReference(env: FragmentEnv, at: [ListName, number], reference: Json) {
  if (!isObject(reference)) return;
  const { fragment: name, ...overrides } = reference;
  const folder = env.file.split('/')[0];
  try {
    const fragment = await get('file', { file: `${folder}/fragments/${String(name)}.json` });
    const section = JSON.parse(fragment.text) as { [key: string]: Json };
    delete section.$schema; // editor-only, never part of the section
    env.change(at, { ...section, ...overrides });
    env.setNotice(`The section is written out in this page; fragments/${String(name)}.json stays.`);
  } catch (failure) {
    env.setNotice(`Not written out: ${(failure as Error).message}`);
  }
}
