/**
 * The house picture in README.md: the project's rooms and the imports between them, counted from
 * the code itself, as a Mermaid chart. `npm run gen:docs` writes it between the README's house
 * marks and `--check` fails when it is stale, so the picture always matches the folders. An
 * import that runs up the house (or sideways, between rooms side by side) is refused here as well
 * as by lint: the picture never shows one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Room {
  /** The chart's name for the room, so the Mermaid text reads too. */
  id: string;
  name: string;
  /** Top is 0; a room may import only rooms of a greater rank. */
  rank: number;
  holds: (file: string) => boolean;
}

const isTest = (file: string) => file.startsWith('tests/') || /\.(test|spec)\.tsx?$/.test(file);
const under = (folder: string) => (file: string) => file.startsWith(folder);

/** The rooms, top to bottom; a file is in the first room that holds it. */
export const ROOMS: Room[] = [
  { id: 'tests', name: 'tests/, *.test.*, *.spec.*', rank: 0, holds: isTest },
  { id: 'stories', name: '*.stories.tsx', rank: 1, holds: (file) => file.endsWith('.stories.tsx') },
  { id: 'storybook', name: '.storybook/', rank: 2, holds: under('.storybook/') },
  { id: 'scripts', name: 'scripts/', rank: 3, holds: under('scripts/') },
  { id: 'backend', name: 'supabase/local/', rank: 4, holds: under('supabase/local/') },
  { id: 'content', name: 'content/', rank: 4, holds: under('content/') },
  { id: 'studio', name: 'src/studio/', rank: 5, holds: under('src/studio/') },
  {
    id: 'site',
    name: 'src/ (the site)',
    rank: 5,
    holds: (file) => file.startsWith('src/') && !/^src\/(shared|generated)\//.test(file),
  },
  { id: 'shared', name: 'src/shared/, src/generated/', rank: 6, holds: under('src/') },
];

const CODE = /\.(ts|tsx)$/;

export const roomOf = (file: string) => ROOMS.find((room) => room.holds(file));

/** The arrows between rooms: "from imports to", with how many imports make each arrow. */
export function roomArrows(files: readonly string[], read: (file: string) => string) {
  const arrows = new Map<string, { from: Room; to: Room; count: number }>();
  for (const file of files) {
    const from = roomOf(file);
    if (!from || !CODE.test(file)) continue;
    for (const { fileName } of ts.preProcessFile(read(file), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName));
      // A JSON or CSS file is data, wherever it lies (Storybook's fixture site facts in tests/).
      if (!CODE.test(target)) continue;
      const to = roomOf(target);
      if (!to || to === from) continue;
      const key = `${from.name} → ${to.name}`;
      const arrow = arrows.get(key) ?? { from, to, count: 0 };
      arrow.count += 1;
      arrows.set(key, arrow);
    }
  }
  return [...arrows.values()].sort(
    (a, b) =>
      ROOMS.indexOf(a.from) - ROOMS.indexOf(b.from) || ROOMS.indexOf(a.to) - ROOMS.indexOf(b.to),
  );
}

/** Top-level folders that hold no code of a room: data the code reads, never imports. */
export function dataFolders(files: readonly string[]): string[] {
  const tops = new Set(files.filter((file) => file.includes('/')).map((f) => f.split('/')[0]!));
  return [...tops]
    .filter((top) => !files.some((file) => file.startsWith(`${top}/`) && CODE.test(file)))
    .sort()
    .map((top) => `${top}/`);
}

/** The Mermaid chart and the line under it; throws, naming them, on arrows that run up. */
export function housePicture(files: readonly string[], read: (file: string) => string): string {
  const arrows = roomArrows(files, read);
  const up = arrows.filter(({ from, to }) => to.rank <= from.rank);
  if (up.length)
    throw new Error(
      `Imports run up the house: ${up.map((a) => `${a.from.name} → ${a.to.name} (${a.count})`).join(', ')}. ` +
        'Move the imported code down, or the importing code up (README, Rooms).',
    );
  const data = dataFolders(files)
    .map((folder) => `\`${folder}\``)
    .join(', ');
  const lines = [
    '```mermaid',
    'flowchart TD',
    ...ROOMS.map((room) => `  ${room.id}["${room.name}"]`),
    ...arrows.map(({ from, to }) => `  ${from.id} --> ${to.id}`),
    '```',
    '',
    'An arrow points from the importing room to the imported one.',
    `Folders of data, read and never imported: ${data}.`,
  ];
  return lines.join('\n');
}

export const HOUSE_START =
  '<!-- The house picture: written by `npm run gen:docs`, not by hand. -->';
export const HOUSE_END = '<!-- End of the house picture. -->';

/** `readme` with the picture between the house marks replaced by `picture`. */
export function withHousePicture(readme: string, picture: string): string {
  const start = readme.indexOf(HOUSE_START);
  const end = readme.indexOf(HOUSE_END);
  if (start < 0 || end < start)
    throw new Error(
      `README.md has lost its house marks: put back "${HOUSE_START}" and "${HOUSE_END}".`,
    );
  return `${readme.slice(0, start + HOUSE_START.length)}\n\n${picture}\n\n${readme.slice(end)}`;
}

/** The picture of the repository at `root`: its files as git sees them, new ones included. */
export function repositoryHousePicture(root: string): string {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
  return housePicture(files, (file) => readFileSync(path.join(root, file), 'utf8'));
}
