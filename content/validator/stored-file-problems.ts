import path from 'node:path';
import { closestMatch } from './closest-match.ts';
import { quoted } from './describe-values.ts';
import { stringLeaves, toPointer } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';

const STORED = /^storage:(([^/\s]+)\/\S+)$/;

/** The folder as the author would find it: from the project when it is inside it. */
function shown(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative.startsWith('..') || path.isAbsolute(relative) ? folder : relative;
}

/**
 * Every storage:<bucket>/<file> address (a video's `src`) whose file is not in the local
 * buckets: the folder the studio and `npm run media:add` store into and `npm run storage:push`
 * copies to the hosted backend, so a file missing here plays nowhere. `stored` holds the
 * buckets' files as readSiteFolder lists them (/website-assets/hero.mp4).
 */
export function storedFileProblems(
  source: JsonSource,
  stored: Set<string>,
  storageDir: string,
): Problem[] {
  return stringLeaves(source.value).flatMap(({ segments, text }) => {
    const [, file, bucket] = STORED.exec(text) ?? [];
    if (file === undefined || stored.has(`/${file}`)) return [];
    const folder = `${shown(path.join(storageDir, bucket!))}/`;
    const guess = closestMatch(`/${file}`, stored, 3);
    const advice = guess
      ? `Did you mean ${quoted(`storage:${guess.slice(1)}`)}? Otherwise add`
      : 'Add';
    const message = `${quoted(text)} names no file in the backend's storage folder ${folder}, so it would play nowhere. ${advice} the video in the studio or with \`npm run media:add\`, which store it there.`;
    return [source.problem('missing-stored-file', toPointer(segments), message)];
  });
}
