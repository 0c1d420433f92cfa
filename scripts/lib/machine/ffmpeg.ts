/** ffmpeg for `npm test`: the studio and media:add take a video's still with it where installed. */
import { spawnSync } from 'node:child_process';
import { aptInstall } from './apt.ts';

const runs = (command: string) =>
  spawnSync(command, ['-version'], { stdio: 'ignore' }).status === 0;

/**
 * ffmpeg found (FFMPEG_PATH, else the PATH's), installed with apt, or explained: without it the
 * tests of a video's still (its frame, its derived name, a refusal after it) are skipped.
 */
export function ensureFfmpeg(): boolean {
  const command = process.env.FFMPEG_PATH ?? 'ffmpeg';
  if (runs(command)) return true;
  if (
    !process.env.FFMPEG_PATH &&
    aptInstall(['ffmpeg'], "the unit tests of a video's still need it.") &&
    runs('ffmpeg')
  )
    return true;
  console.warn(
    [
      "ffmpeg is not installed, so the unit tests of a video's still are skipped.",
      'To run them: on Debian `sudo apt-get install ffmpeg`, or set FFMPEG_PATH to an ffmpeg binary.',
    ].join('\n'),
  );
  return false;
}
