import { composeStories, setProjectAnnotations } from '@storybook/react';
import { TextControl } from '@storybook/addon-docs/blocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState, type ComponentType } from 'react';
import { convert, ThemeProvider, themes } from 'storybook/theming';
import { describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { validatePage } from '../../tests/support/pageSchema.ts';
import { sectionRegistry } from './registry.ts';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType<Record<string, unknown>> & {
  id: string;
  args: { section?: { type?: string } } & Record<string, unknown>;
  argTypes: Record<
    string,
    {
      description?: string;
      control?: false | { type: string; maxLength?: number; min?: number };
      options?: unknown[];
      table?: { category?: string; disable?: boolean; type?: { summary?: string } };
    }
  >;
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

  it('include every story that the section reference links to', () => {
    const ids = new Set(stories.map(({ story }) => story.id));
    const reference = readFileSync(
      path.resolve(import.meta.dirname, '../../docs/section-reference.md'),
      'utf8',
    );
    const links = [...reference.matchAll(/\?path=\/story\/([\w-]+)/g)].map((match) => match[1]);
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

describe('Storybook controls and schema check', () => {
  const hero = stories.find(({ story }) => story.id === 'sections-hero--compact')!.story;
  const compactHero = hero.args.section as Record<string, unknown>;

  it("makes each of the section's fields an arg of its own, with the story's values", () => {
    expect(hero.args).toMatchObject({
      headline: compactHero.headline,
      subtitle: compactHero.subtitle,
      variant: 'compact',
    });
    expect(hero.argTypes.section?.table?.disable).toBe(true);
  });

  it('gives each field the control its schema implies', () => {
    const { argTypes } = hero;
    expect(argTypes.headline?.control).toEqual({ type: 'text' });
    expect(argTypes.breadcrumbCurrent?.control).toEqual({ type: 'text' });
    expect(argTypes.variant).toMatchObject({
      control: { type: 'select' },
      options: ['fullscreen', 'compact'],
    });
    expect(argTypes.showPhone?.control).toEqual({ type: 'boolean' });
    expect(argTypes['image.src']?.control).toEqual({ type: 'select' });
    expect(argTypes['image.alt']?.control).toEqual({ type: 'text' });
    expect(argTypes.actions?.control).toEqual({ type: 'object' });
    const stats = stories.find(({ story }) => story.args.section?.type === 'stats')!.story;
    expect(Object.values(stats.argTypes).some((argType) => argType.control === undefined)).toBe(
      false,
    );
  });

  it('renders the section the field args describe', () => {
    const Hero = hero;
    render(<Hero headline="A Headline Changed in Controls" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'A Headline Changed in Controls' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists what breaks the schema under a story whose field args are edited', () => {
    const Hero = hero;
    render(<Hero headline="A" colour="red" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This section does not match its schema');
    expect(alert).toHaveTextContent(/\/headline .*2 characters.*\[too-short\]/);
    expect(alert).toHaveTextContent(
      /\/colour "colour" is not a known field here.*\[unknown-field\]/,
    );
    // The story still shows what it can, and the list follows it.
    const heading = screen.getByRole('heading', { level: 1, name: 'A' });
    expect(heading.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("lets the designer type past a text's limit, and then says the text is too long", async () => {
    // The Controls panel's own text control, given what the story's argTypes give it.
    const control = hero.argTypes.headline?.control;
    const headline =
      'Premium Painting That Transforms Your Home, Inside and Out, Room by Room, Every';
    function HeadlineControl() {
      const [value, setValue] = useState(headline);
      return (
        <ThemeProvider theme={convert(themes.light)}>
          <TextControl
            {...(control || {})}
            name="headline"
            value={value}
            onChange={(next) => setValue(next ?? '')}
            onBlur={() => {}}
            onFocus={() => {}}
          />
        </ThemeProvider>
      );
    }
    render(<HeadlineControl />);
    expect(headline.length).toBe(79);
    await userEvent.type(screen.getByRole('textbox'), ' Time');
    const tooLong = `${headline} Time`;
    expect(screen.getByRole('textbox')).toHaveValue(tooLong);
    // The limit is still in the table, beside the control.
    expect(hero.argTypes.headline?.table?.type?.summary).toMatch(/80 characters/);

    const Hero = hero;
    render(<Hero headline={tooLong} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/\/headline .*80 characters.*\[too-long\]/);
  });

  it('shows an emptied headline as a problem, and draws the section without an error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const Hero = hero;
      render(<Hero headline="" />);
      expect(screen.getByRole('alert')).toHaveTextContent(/\/headline .*\[too-short\]/);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('');
      expect(screen.queryByText(/cannot be drawn/)).toBeNull();
      expect(consoleError.mock.calls).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it("describes each field in the Controls table with the schema's description", () => {
    expect(hero.argTypes.headline).toMatchObject({
      description: "The page's main heading (its only h1).",
      table: { category: 'section fields' },
    });
    expect(hero.argTypes['actions[].label']?.description).toBe(
      'Button text, e.g. Request Your Free Estimate.',
    );
  });
});
