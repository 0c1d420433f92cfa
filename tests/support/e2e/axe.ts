/** axe-core scans with the site's WCAG tags and axe's best practices, one line per offending node. */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';
import { expect } from './fixtures.ts';

import { WCAG_TAGS } from '../../../src/shared/wcag.ts';

/** The axe-core that @axe-core/playwright depends on, not the newer copy another package hoists. */
const builder = createRequire(import.meta.url).resolve('@axe-core/playwright');
const { source } = createRequire(builder)('axe-core') as typeof axe;

/**
 * Fails with every WCAG 2.0-2.2 A/AA violation on the page as it stands, and every breach of
 * axe's best practices (landmarks, heading order, one h1), which the site keeps too.
 *
 * axe-core runs in the page itself, added once: @axe-core/playwright's builder evaluates axe's
 * 1.3 MB source twice for every scan (to look for it, then once per frame), a second or two of
 * each scan on a loaded machine, and no page of the site has a frame whose results it would merge.
 */
export async function expectNoViolations(page: Page) {
  await page.evaluate(source);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          // Passes and incomplete checks are not reported, so axe need not collect them: half the time.
          resultTypes: ['violations'],
        })
        .then((results) => results.violations),
    [...WCAG_TAGS, 'best-practice'],
  );
  const report = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
