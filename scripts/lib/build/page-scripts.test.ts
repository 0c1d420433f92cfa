import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageScriptReader } from './page-scripts.ts';

const manifest = {
  'src/entry-client.ts': { file: 'assets/entry.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/client/notices.ts': { file: 'assets/notices.js', imports: ['_shared.js'] },
  'src/client/islands.ts': { file: 'assets/islands.js' },
  'src/client/hydrate.tsx': { file: 'assets/hydrate.js' },
  'src/ui/StatCards/StatCards.tsx': { file: 'assets/StatCards.js', imports: ['_shared.js'] },
  'src/client/controls/estimatePosition.ts': { file: 'assets/estimatePosition.js' },
};
const loader = `<script>var s=document.createElement('script');s.src="/assets/entry.js"</script>`;

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'page-scripts-'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('pageScriptReader', () => {
  it("follows the entry's imports, the overlay's client and each island on the page", async () => {
    await writeFile(
      path.join(dist, 'index.html'),
      `${loader}<main><div data-island="StatCards"></div></main><div data-testid="estimate-notifications"></div>`,
    );
    expect(await (await pageScriptReader(dist))('index.html')).toEqual([
      'assets/StatCards.js',
      'assets/entry.js',
      'assets/hydrate.js',
      'assets/islands.js',
      'assets/notices.js',
      'assets/shared.js',
    ]);
  });

  it("counts the popover's positioner, fetched as the page starts, where the estimate form is a popover", async () => {
    await writeFile(
      path.join(dist, 'home.html'),
      `${loader}<button data-intent="estimate"><div id="estimate-form" popover="auto">`,
    );
    expect(await (await pageScriptReader(dist))('home.html')).toEqual([
      'assets/entry.js',
      'assets/estimatePosition.js',
      'assets/shared.js',
    ]);
  });

  it('leaves out the island runtime and the positioner on a page whose form is a dialog', async () => {
    await writeFile(
      path.join(dist, 'plain.html'),
      `${loader}<button data-intent="estimate"><dialog id="estimate-form">`,
    );
    expect(await (await pageScriptReader(dist))('plain.html')).toEqual([
      'assets/entry.js',
      'assets/shared.js',
    ]);
  });
});
