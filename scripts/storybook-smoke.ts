/**
 * `npm run test:storybook`: builds Storybook, then opens every story in Chromium and fails on
 * a story that throws, logs an error or renders nothing. Also fails when a section type in the
 * registry has no story.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from './lib/chromium.ts';
import { root } from './lib/paths.ts';

const outDir = path.join(root, 'storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

function buildStorybook() {
  const result = spawnSync('npx', ['storybook', 'build', '--quiet', '--test', '-o', outDir], {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function sectionFoldersWithoutStories(stories: IndexEntry[]): Promise<string[]> {
  const registry = await readFile(path.join(root, 'src/sections/registry.ts'), 'utf8');
  const folders = [...registry.matchAll(/from '\.\/(\w+)\/\1\.tsx'/g)].map((m) => m[1]!);
  return folders.filter(
    (folder) => !stories.some((s) => s.importPath.includes(`/sections/${folder}/`)),
  );
}

buildStorybook();
const index = JSON.parse(await readFile(path.join(outDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const missing = await sectionFoldersWithoutStories(stories);

const server = createServer(sirv(outDir, { dev: true }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
const failures: string[] = missing.map((folder) => `section ${folder} has no stories`);
try {
  const page = await browser.newPage();
  for (const story of stories) {
    const errors: string[] = [];
    const onConsole = (msg: { type(): string; text(): string }) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
        errors.push(msg.text());
    };
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400) errors.push(`${response.status()} for ${response.url()}`);
    };
    page.on('console', onConsole);
    page.on('response', onResponse);
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story`);
    await page.waitForSelector('#storybook-root > *', { timeout: 15_000 }).catch(() => {
      errors.push('rendered nothing');
    });
    page.off('console', onConsole);
    page.off('response', onResponse);
    page.removeAllListeners('pageerror');
    const label = `${story.title} › ${story.name}`;
    if (errors.length) failures.push(`${label}: ${errors.join(' | ')}`);
    else console.log(`  ✔ ${label}`);
  }
} finally {
  await browser.close();
  server.close();
}

if (failures.length) {
  for (const failure of failures) console.error(`  ✘ ${failure}`);
  console.log(`stories: ${stories.length - failures.length} passed, ${failures.length} failed`);
  process.exit(1);
}
console.log(`stories: ${stories.length} passed, 0 failed`);
