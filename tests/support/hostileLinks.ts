/**
 * What a hostile pull request plants in a page folder: a page file that is a link to a secret,
 * and a folder that is a link to files elsewhere. The validator and the studio must name the
 * links and never read or quote what they lead to.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET = 'CI_DEPLOY_TOKEN=fake-secret-123';

/** Plants pages/towns/x.json → a secret file and pages/more → a folder, both outside `pages`. */
export async function plantLinks(workDir: string, pages: string) {
  await writeFile(path.join(workDir, 'secret.txt'), `${SECRET}\n`);
  await symlink(path.join(workDir, 'secret.txt'), path.join(pages, 'towns/x.json'));
  await mkdir(path.join(workDir, 'elsewhere'));
  await writeFile(path.join(workDir, 'elsewhere/y.json'), `"${SECRET}"\n`);
  await symlink(path.join(workDir, 'elsewhere'), path.join(pages, 'more'), 'dir');
}

/** The validator's line for a link. */
export const symlinkLine = (link: string) =>
  `${link}:1 /: this is a symbolic link, so it was not followed or read: a page file or folder must be stored here itself, not lead elsewhere on the machine that checks it. Replace the link with the file or folder itself. [symlink]`;
