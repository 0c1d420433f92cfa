import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicDir, root, schemasDir } from '../../scripts/lib/paths.ts';
import { buildOwnedReason } from './build-owned-paths.ts';
import { formatProblem, validateContent } from './index.ts';

const minimal = readFileSync(path.join(root, 'tests/fixtures/valid/minimal.json'), 'utf8');
const site = readFileSync(path.join(root, 'pages-json/site.json'), 'utf8');

/** The problems of a minimal page with the given path and aliases, as validate prints them. */
function printed(route: string, aliases: string[] = []): string[] {
  const doc = { ...(JSON.parse(minimal) as Record<string, unknown>), path: route, aliases };
  const file = { path: 'pages-json/owned.json', text: JSON.stringify(doc, null, 2) };
  return validateContent({
    files: [file, { path: 'pages-json/site.json', text: site }],
    schemasDir,
    publicDir,
  })
    .filter((problem) => problem.code === 'build-owned-path')
    .map(formatProblem);
}

describe('a page may not take an address the build writes itself', () => {
  it('refuses /index, which replaced the home page, naming the page it would replace', () => {
    expect(printed('/index')).toEqual([
      'pages-json/owned.json:4 /path: path "/index" is an address the build uses itself: the build writes the page at / as /index.html, so a page here would replace it. Choose another path. [build-owned-path]',
    ]);
  });

  it('refuses any last part "index", in a path or an alias', () => {
    expect(printed('/services/index')).toHaveLength(1);
    expect(printed('/fine-page', ['/about/index'])).toEqual([
      expect.stringContaining(
        '/aliases/0: alias "/about/index" is an address the build uses itself: the build writes the page at /about as /about/index.html',
      ),
    ]);
  });

  it('refuses what the build writes beside the pages, and public/', () => {
    for (const route of [
      '/assets',
      '/assets/app',
      '/404',
      '/sitemap.xml',
      '/robots.txt',
      '/_headers',
    ])
      expect(buildOwnedReason(route, new Set()), route).toBeDefined();
    const publicFiles = new Set(['/Assets', '/Assets/logo.svg', '/favicon.svg']);
    expect(buildOwnedReason('/favicon.svg', publicFiles)).toBe(
      'public/favicon.svg is published at that address',
    );
    expect(buildOwnedReason('/assets-guide', publicFiles)).toBeUndefined();
    expect(buildOwnedReason('/Assets/art', publicFiles)).toBe(
      'public/Assets is published at that address',
    );
  });

  it('leaves every address the site uses alone', () => {
    expect(printed('/interior-painting/dover-nj', ['/dover'])).toEqual([]);
  });
});
