/** axe-core scans with the site's WCAG tags, reported one line per offending node. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

import { WCAG_TAGS } from '../../support/wcag.ts';

/** Fails with every WCAG 2.0-2.2 A/AA violation on the page as it stands. */
export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Passes and incomplete checks are not reported, so axe need not collect them: half the time.
    .options({ resultTypes: ['violations'] })
    .analyze();
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
