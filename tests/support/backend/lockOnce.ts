/**
 * One contender in the lock race test: waits for the common start time, tries to lock the
 * directory, prints "won" or "lost", and a winner holds the lock until its stdin closes.
 */
import { lockDataDir } from '../../../supabase/local/index.ts';

const [dataDir = '', startAt = '0'] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {
  // Spin: every contender leaves the line at the same moment.
}
let release: (() => void) | undefined;
try {
  release = lockDataDir(dataDir);
  console.log('won');
} catch {
  console.log('lost');
}
process.stdin.resume();
process.stdin.on('end', () => {
  release?.();
  process.exit(0);
});
