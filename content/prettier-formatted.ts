/**
 * What every tool that writes content runs on a file's new text before writing it: the text as
 * the project's Prettier would write that file (`npm run format`), with the settings Prettier
 * finds for its path (.prettierrc*, package.json, .editorconfig) and nothing done to a file that
 * .prettierignore or .gitignore leaves out. So a save, a new town, a migration or an added photo
 * passes `prettier --check` as written, and a byte-minimal save stays minimal: a formatted file,
 * saved with one value changed, differs from the old one only where the formatter says it must.
 */
import path from 'node:path';

/**
 * `text` as Prettier would write `file`. Prettier is loaded on the first write, not by every
 * tool that only reads pages (validate, the build). A file Prettier cannot format (a broken
 * setting, a text nested deeper than it can recurse) is written as it is: the author's work is
 * never lost to the formatter, and `npm run lint` names what it could not format.
 */
export async function prettierFormatted(file: string, text: string): Promise<string> {
  try {
    const prettier = await import('prettier');
    // The ignore files are the project's, where its settings are; the CLI reads them from the
    // folder it is run in, which is that one.
    const settings = await prettier.resolveConfigFile(file);
    const project = settings ? path.dirname(settings) : process.cwd();
    const info = await prettier.getFileInfo(file, {
      ignorePath: [path.join(project, '.gitignore'), path.join(project, '.prettierignore')],
    });
    if (info.ignored || !info.inferredParser) return text;
    const options = await prettier.resolveConfig(file, { editorconfig: true });
    return await prettier.format(text, { ...options, filepath: file });
  } catch {
    return text;
  }
}
