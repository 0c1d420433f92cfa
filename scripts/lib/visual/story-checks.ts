/**
 * What the Storybook smoke test checks of every story, in a preview page that shows one story
 * after another: no error thrown or logged, something rendered, no axe violation of WCAG 2.0-2.2
 * A or AA inside the story. The visual test runs the same checks on the visit that pictures a
 * story (`--check-stories`), so that `npm test` shows each story once for both.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { WCAG_TAGS } from '../../../src/shared/wcag.ts';
import { showStory, type IndexEntry } from './storybook.ts';

/** Errors the page reports while a story is shown: thrown, logged, or a failed request. */
export class ErrorWatch {
  private errors: string[] = [];

  constructor(page: Page) {
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
        this.errors.push(msg.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) this.errors.push(`${response.status()} for ${response.url()}`);
    });
    page.on('pageerror', (error) => this.errors.push(error.message));
  }

  /** What was reported since the last call. */
  take(): string[] {
    const taken = this.errors;
    this.errors = [];
    return taken;
  }
}

// The axe-core that @axe-core/playwright ships, injected once per preview page rather than twice
// per story as its AxeBuilder does (the preview is loaded once and shows every story).
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * What axe finds in the story (not in Storybook's own page around it), as rule and target. CSS
 * animations are first moved to their end, so colours are judged as they settle. Plain
 * JavaScript in a string, so tsx adds no helper the browser lacks.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe?.run === "function"')))
    await page.evaluate(axeSource);
  return (await page.evaluate(`(async () => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation has no end to move to; it is left running.
      }
    }
    const { violations } = await window.axe.run(
      { include: [['#storybook-root']] },
      { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} }, resultTypes: ['violations'] },
    );
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => 'axe ' + violation.id + ' at ' + node.target.join(' ')),
    );
  })()`)) as string[];
}

/**
 * Shows the story in the loaded preview and returns what is wrong with it: an error thrown or
 * logged, nothing rendered, or axe's violations. `whileShown` runs once it has rendered, before
 * axe touches it (the visual test takes its picture there).
 */
export async function showAndCheck(
  page: Page,
  errors: ErrorWatch,
  story: IndexEntry,
  whileShown?: () => Promise<void>,
): Promise<string[]> {
  errors.take();
  const renderError = await showStory(page, story.id);
  if (renderError) return [...errors.take(), renderError];
  await whileShown?.();
  const found =
    (await page.locator('#storybook-root > *').count()) === 0
      ? ['rendered nothing']
      : await axeViolations(page);
  return [...errors.take(), ...found];
}
