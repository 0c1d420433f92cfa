import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedFiles, isContentOnly } from './content-change.ts';

const photo = 'public/Assets/art/photos/4ea2e2d3039a5335288f.jpg';
const video = 'supabase/storage/website-assets/0123456789abcdef0123.mp4';

describe('a change to content only', () => {
  it('is one to page files, the media index and the media an author adds', () => {
    expect(isContentOnly(['pages-json/towns/chester.json'])).toBe(true);
    expect(
      isContentOnly(['pages-json/media.json', photo, video, 'src/generated/images.json']),
    ).toBe(true);
  });

  it('is not one that also touches code, the artwork or a sample video a story shows', () => {
    expect(isContentOnly(['pages-json/towns/chester.json', 'src/app/Frame.tsx'])).toBe(false);
    expect(isContentOnly(['public/Assets/art/about-crew.svg'])).toBe(false);
    expect(isContentOnly(['public/Assets/art/photos/holiday.jpg'])).toBe(false);
    expect(isContentOnly(['supabase/storage/website-assets/hero.mp4'])).toBe(false);
    expect(isContentOnly(['pages-json.json'])).toBe(false);
  });

  it('is not an empty change', () => {
    expect(isContentOnly([])).toBe(false);
  });

  it('counts the file a page file was moved from', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-change-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        cwd: dir,
        encoding: 'utf8',
      }).trim();
    try {
      git('init', '-q');
      mkdirSync(path.join(dir, 'src'));
      mkdirSync(path.join(dir, 'pages-json'));
      writeFileSync(path.join(dir, 'src/page.json'), '{"title": "A page of some length"}\n');
      git('add', '-A');
      git('commit', '-qm', 'base');
      const base = git('rev-parse', 'HEAD');
      renameSync(path.join(dir, 'src/page.json'), path.join(dir, 'pages-json/page.json'));
      git('add', '-A');
      git('commit', '-qm', 'moved');
      const files = await changedFiles(base, dir);
      expect(files.sort()).toEqual(['pages-json/page.json', 'src/page.json']);
      expect(isContentOnly(files)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
