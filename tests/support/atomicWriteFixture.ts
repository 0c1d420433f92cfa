/**
 * A real process that writes one file through the atomic write, for the tests that run it as
 * another user or kill it mid-write:
 *   node --import tsx tests/support/atomicWriteFixture.ts <file> <text> [times] [copies]
 * It writes `text` repeated `copies` times (1 unless given) as the whole file, `times` times over
 * (1 unless given); a refusal's message is printed, with exit status 1.
 */
import { atomicWrite, WriteRefused } from '../../content/node.ts';

const [file, text, times = '1', copies = '1'] = process.argv.slice(2) as [string, string];
try {
  for (let i = 0; i < Number(times); i++) await atomicWrite(file, text.repeat(Number(copies)));
} catch (error) {
  if (!(error instanceof WriteRefused)) throw error;
  console.log(error.message);
  process.exitCode = 1;
}
