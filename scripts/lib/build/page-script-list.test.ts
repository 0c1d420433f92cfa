import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAssetTags } from './asset-tags.ts';
import { builtEntries, pageScripts } from './page-script-list.ts';

let dist: string | undefined;
afterEach(() => (dist ? rm(dist, { recursive: true, force: true }) : undefined));

async function distWith(manifest: object): Promise<string> {
  dist = await mkdtemp(path.join(tmpdir(), 'page-scripts-'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

const manifest = {
  'src/entry-client.ts': {
    file: 'assets/entry-client-1.js',
    css: ['assets/site-1.css'],
    imports: ['_shared.js'],
  },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/entry-controls.ts': { file: 'assets/entry-controls-1.js' },
};

describe("the page's scripts, one list", () => {
  it('the build makes a file of each script that is not inline', () => {
    expect(builtEntries).toEqual(
      pageScripts.filter((script) => script.delivery !== 'inline').map((script) => script.entry),
    );
    expect(builtEntries).not.toContain('src/entry-head-controls.ts');
  });

  it("the pre-render writes them into the head in the list's order, each as the list delivers it", async () => {
    const tags = await clientAssetTags(await distWith(manifest));
    const scripts = [...tags.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(tags.startsWith('<link rel="stylesheet" href="/assets/site-1.css">')).toBe(true);
    expect(
      scripts.map(([, attributes, text]) => (attributes ? attributes.trim() : text!.length > 0)),
    ).toEqual([true, 'type="module" src="/assets/entry-controls-1.js"', true]);
    // The head controls' own code, bundled, then the loader naming the runtime and its imports.
    expect(scripts[0]![2]).toMatch(/aria-selected/);
    expect(scripts[2]![2]).toContain('"/assets/entry-client-1.js"');
    expect(scripts[2]![2]).toContain('"/assets/shared-1.js"');
  });

  it('refuses a controls module that would fetch another file before it answers', async () => {
    const split = {
      ...manifest,
      'src/entry-controls.ts': { file: 'assets/entry-controls-1.js', imports: ['_shared.js'] },
    };
    await expect(clientAssetTags(await distWith(split))).rejects.toThrow(
      'src/entry-controls.ts must stay one file: it imports _shared.js.',
    );
  });
});
