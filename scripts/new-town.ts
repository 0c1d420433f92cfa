/**
 * `npm run new:town -- --name "Randolph" --zip 07869 [--slug randolph] [--video <src>]`: writes
 * pages-json/towns/<slug>.json, a draft town page in the shape every town shares, with each text
 * only the author can write left as a "TODO(author): …" placeholder. Exit status: 0 written,
 * 1 refused (a page already has the name, address or file; nothing is written), 2 wrong command
 * line.
 */
import { createTown, townRequest, UsageError, type TownResult } from './lib/scaffold/new-town.ts';
import { pagesDir } from './lib/paths.ts';
import { CommandLineError, readArgs } from './lib/args.ts';
import type { TownRequest } from './lib/scaffold/town-scaffold.ts';
import { printable } from '../src/shared/characters.ts';

const usage =
  'Usage: npm run new:town -- --name "Randolph" --zip 07869 [--slug randolph] [--video storage:website-assets/hero.mp4]';

function readRequest(args: string[]): TownRequest {
  const { values } = readArgs(args, {
    options: {
      name: { type: 'string' },
      zip: { type: 'string' },
      slug: { type: 'string' },
      video: { type: 'string' },
    },
  });
  return townRequest(values);
}

function nextSteps(request: TownRequest, result: Extract<TownResult, { created: true }>): string {
  const name = printable(request.name);
  return [
    `Created ${result.file}: a draft page for ${name} with ${result.placeholders} placeholders to fill.`,
    '',
    'Next:',
    `  1. Replace every "TODO(author): …" text in ${result.file} with what it asks for,`,
    `     in your own words about ${name}. \`npm run validate\` lists the ones left, with their lines.`,
    `  2. Watch the page as you write: \`npm run dev\`, then open http://localhost:5173${result.route}`,
    '  3. When no placeholder is left, delete the line "draft": true. `npm run validate` must then pass,',
    `     and \`npm run build\` publishes the page, its card on /services, the sitemap page and sitemap.xml.`,
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  let request: TownRequest;
  try {
    request = readRequest(args);
  } catch (error) {
    if (error instanceof CommandLineError) console.error(printable(error.message));
    else if (error instanceof UsageError) console.error(`${printable(error.message)}\n${usage}`);
    else throw error;
    return 2;
  }
  const result = await createTown(request, pagesDir);
  if (!result.created) {
    console.error(`Nothing was written.\n${result.reasons.map(printable).join('\n')}`);
    return 1;
  }
  console.log(nextSteps(request, result));
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
