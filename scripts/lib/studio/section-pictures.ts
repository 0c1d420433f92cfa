/**
 * A picture of each section type for the studio's drawer: the visual test's baseline of one of
 * the type's stories at 1440 px (tests/visual/baselines/sections-<type>--<story>@1440.png), kept
 * current by `npm test`. Read only, and only for a type the catalog knows: the file name is
 * chosen from the directory's listing, never built from the request.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { root } from '../paths.ts';
import { sectionTypes } from './section-types.ts';

export const baselinesDir = path.join(root, 'tests/visual/baselines');

/** Stories that show a variant's extreme or one device's view, rather than the type itself. */
const NOT_TYPICAL = /longest|shortest|on-phone|on-desktop/;

/** The baseline that pictures `type`, if the type is known and has one. */
export async function sectionPictureFile(type: string, dir = baselinesDir) {
  if (!(await sectionTypes()).some((known) => known.type === type)) return undefined;
  const prefix = `sections-${type.toLowerCase()}--`;
  const stories = (await readdir(dir))
    .filter((name) => name.startsWith(prefix) && name.endsWith('@1440.png'))
    .sort();
  const chosen = stories.find((name) => !NOT_TYPICAL.test(name)) ?? stories[0];
  return chosen && path.join(dir, chosen);
}

export async function serveSectionPicture(req: IncomingMessage, res: ServerResponse) {
  const type = new URL(req.url ?? '/', 'http://localhost').searchParams.get('type') ?? '';
  const file = await sectionPictureFile(type);
  if (!file) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return void res.end(`No picture of a section type "${type.slice(0, 60)}".`);
  }
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(await readFile(file));
}
