import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { validatePage } from '../../tests/support/pageSchema.ts';
import { sectionRegistry } from './registry.ts';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { id: string; args: { section?: { type?: string } } };
const modules = import.meta.glob<StoryModule>('./*/*.stories.tsx', { eager: true });

/** A story's section wrapped in the smallest page, so the real page schema judges it. */
const asPage = (section: unknown) => ({
  $schema: '../schemas/page.schema.json',
  schemaVersion: 1,
  path: '/story',
  meta: {
    title: 'Story page title',
    description: 'A page that wraps a single story so the real page schema can validate it.',
  },
  sections: [section],
});

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module) as Record<string, ComposedStory>).map(([name, story]) => ({
    file,
    name,
    story,
  })),
);

describe('Storybook stories', () => {
  it('cover every section type in the registry', () => {
    const covered = new Set(stories.map(({ story }) => story.args.section?.type));
    expect(Object.keys(sectionRegistry).filter((type) => !covered.has(type))).toEqual([]);
  });

  it('include every story that AUTHORING.md links to', () => {
    const ids = new Set(stories.map(({ story }) => story.id));
    const authoring = readFileSync(path.resolve(import.meta.dirname, '../../AUTHORING.md'), 'utf8');
    const links = [...authoring.matchAll(/\?path=\/story\/([\w-]+)/g)].map((match) => match[1]);
    expect(links.length).toBe(Object.keys(sectionRegistry).length);
    expect(links.filter((id) => !ids.has(id!))).toEqual([]);
  });

  it.each(stories)('$file › $name has schema-valid section args and renders', async ({ story }) => {
    const valid = validatePage(asPage(story.args.section));
    expect(validatePage.errors ?? [], 'schema errors').toEqual([]);
    expect(valid).toBe(true);
    const Story = story;
    const { container } = render(<Story />);
    expect(container.textContent?.trim()).not.toBe('');
  });
});
