import path from 'node:path';
import { shownPath } from '../shown-path.ts';
import { closestMatch } from './closest-match.ts';
import { quoted } from './describe-values.ts';
import { stringLeaves, toPointer } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';

export interface StoredFiles {
  /** The buckets' folder (STORAGE_DIR). */
  dir: string;
  /** Its files as readSiteFolder lists them: /website-assets/hero.mp4. */
  files: Set<string>;
}

const STORED = /^storage:(([^/\s]+)\/\S+)$/;

/**
 * Every storage:<bucket>/<file> address (a video's `src`) whose file is not in the local
 * buckets: the folder the studio and `npm run media:add` store into and `npm run storage:push`
 * copies to the hosted backend, so a file missing here plays nowhere.
 */
export function storedFileProblems(source: JsonSource, buckets: StoredFiles): Problem[] {
  return stringLeaves(source.value).flatMap(({ segments, text }) => {
    const [, file, bucket] = STORED.exec(text) ?? [];
    if (file === undefined || buckets.files.has(`/${file}`)) return [];
    const folder = `${shownPath(path.join(buckets.dir, bucket!))}/`;
    const guess = closestMatch(`/${file}`, buckets.files, 3);
    const advice = guess
      ? `Did you mean ${quoted(`storage:${guess.slice(1)}`)}? Otherwise add`
      : 'Add';
    const message = `${quoted(text)} names no file in the backend's storage folder ${folder}, so it would play nowhere. ${advice} the video in the studio or with \`npm run media:add\`, which store it there.`;
    return [source.problem('missing-stored-file', toPointer(segments), message)];
  });
}
