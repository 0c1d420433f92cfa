/** axe-core scans with the site's WCAG tags and axe's best practices, one line per offending node. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

import { WCAG_TAGS } from '../../../src/shared/wcag.ts';

/**
 * Fails with every WCAG 2.0-2.2 A/AA violation on the page as it stands, and every breach of
 * axe's best practices (landmarks, heading order, one h1), which the site keeps too.
 */
export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    // Passes and incomplete checks are not reported, so axe need not collect them: half the time.
    // (Set before withTags, which adds to these options; set after, they would replace the tags.)
    .options({ resultTypes: ['violations'] })
    .withTags([...WCAG_TAGS, 'best-practice'])
    // Legacy mode runs axe in the page itself; the default opens a blank page for every scan to
    // merge the frames' results, 3-5 s of each scan here, and no page of the site has a frame.
    .setLegacyMode()
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
