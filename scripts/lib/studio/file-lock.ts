/**
 * One task at a time per file, in this process: a save's read, version compare and write run
 * with no other save of the same file in between, so of two saves from the same version one
 * writes and the other finds the new version and is refused. (The dev server is one process; an
 * editor writing the file meanwhile is caught by the version compare, and the write itself is a
 * rename, so readers never see half a file.)
 */
const tails = new Map<string, Promise<unknown>>();

export async function withFileLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  const run = before.then(task, task);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
