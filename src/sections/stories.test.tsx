import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { validatePage } from '../../tests/support/pageSchema.ts';
import { sectionRegistry } from './registry.ts';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType<{ section?: unknown }> & {
  id: string;
  args: { section?: { type?: string } };
  argTypes: Record<string, { description?: string; table?: { category?: string } }>;
};
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
    expect(screen.queryByText(/does not match its schema/)).toBeNull();
  });
});

describe('Storybook schema check', () => {
  const hero = stories.find(({ story }) => story.id === 'sections-hero--compact')!.story;

  it('lists what breaks the schema above a story whose section args are edited', () => {
    const Hero = hero;
    render(<Hero section={{ type: 'hero', headline: 'A', subtitle: 'Fine', colour: 'red' }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This section does not match its schema');
    expect(alert).toHaveTextContent(/\/headline .*2 characters.*\[too-short\]/);
    expect(alert).toHaveTextContent(
      /\/colour "colour" is not a known field here.*\[unknown-field\]/,
    );
    // The story still shows what it can.
    expect(screen.getByRole('heading', { level: 1, name: 'A' })).toBeInTheDocument();
  });

  it("describes each field in the Controls table with the schema's description", () => {
    expect(hero.argTypes['section.headline']).toMatchObject({
      description: "The page's main heading (its only h1).",
      table: { category: 'section fields' },
    });
    expect(hero.argTypes['section.actions[].label']?.description).toBe(
      'Button text, e.g. Request Your Free Estimate.',
    );
  });
});
