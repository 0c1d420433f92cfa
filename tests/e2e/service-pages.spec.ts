/** Every service page shares one layout with fixed counts: 3 images, 7 steps, 2 testimonials, 4 FAQs. */
import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../support/e2e/fixtures.ts';
import { checkedPages, pages, type TestPage } from '../support/e2e/pages.ts';

const servicePages = pages.filter((page) => page.listing?.group === 'service');

/** The section of the given type, found by the heading the page file gives it. */
function region(page: Page, doc: TestPage, type: string) {
  const section = doc.sections.find((candidate) => candidate.type === type);
  expect(section?.heading, `${doc.file} has a ${type} section with a heading`).toBeTruthy();
  return page.getByRole('region', { name: String(section!.heading) });
}

test('there are four service pages', () => {
  expect(servicePages).toHaveLength(4);
});

// One test and one load per page: the checks that change it (FAQ items, window size) come last.
for (const doc of servicePages.filter((page) => checkedPages.includes(page))) {
  test(`${doc.path}: counts, breadcrumb, sidebar and FAQ items (${doc.file})`, async ({ page }) => {
    // Four tests' checks in one: three times the budget of one.
    test.slow();
    await page.goto(doc.path);
    await appReady(page);

    await test.step('has 3 example images, 7 numbered steps, 2 five-star testimonials and 4 FAQs', async () => {
      await expect(region(page, doc, 'imageTrio').locator('img')).toHaveCount(3);
      await expect(region(page, doc, 'processSteps').locator('ol > li')).toHaveCount(7);
      const testimonials = region(page, doc, 'testimonialGrid').locator('figure');
      await expect(testimonials).toHaveCount(2);
      await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(2);
      await expect(region(page, doc, 'faq').locator('details')).toHaveCount(4);
      await expect(region(page, doc, 'benefits').locator('li').first()).toBeVisible();
    });

    await test.step('breadcrumb leads Home, then Services on the home page, then this page', async () => {
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      const links = trail.getByRole('link');
      await expect(links).toHaveText(['Home', 'Services']);
      await expect(links.nth(0)).toHaveAttribute('href', '/');
      await expect(links.nth(1)).toHaveAttribute('href', '/#services');
      await expect(trail.locator('[aria-current="page"]')).toHaveText(doc.listing!.label);
    });

    await test.step('the sidebar offers a consultation and stays in view while it fits the screen', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const sidebar = page.getByRole('complementary', { name: 'Page sidebar' });
      await expect(sidebar.getByRole('heading', { name: 'Schedule a Consultation' })).toBeVisible();
      const getStarted = sidebar.getByRole('button', { name: 'Get Started' });
      await expect(getStarted).toBeVisible();
      await expect(sidebar).toHaveAttribute('data-sticky', 'true');
      await page.mouse.wheel(0, 1600);
      await expect(getStarted).toBeInViewport();
      // A window too short for all of it: it scrolls with the page, so its end can be reached.
      await page.setViewportSize({ width: 1440, height: 560 });
      await expect(sidebar).toHaveAttribute('data-sticky', 'false');
      await sidebar.locator('> *').last().scrollIntoViewIfNeeded();
      await expect(sidebar.locator('> *').last()).toBeInViewport();
    });

    await test.step('FAQ items open and close independently', async () => {
      const items = region(page, doc, 'faq').locator('details');
      const question = (index: number) => items.nth(index).locator('summary');
      // The lower one first: an answer that opens slides every question below it for a quarter
      // second (a transition no script can seek), and a click aimed at one mid-slide lands on
      // the answer above it. So each click here aims at a question nothing above it moves.
      await question(1).click();
      await expect(items.nth(1)).toHaveAttribute('open', '');
      await question(0).click();
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await expect(items.nth(1)).toHaveAttribute('open', '');
      await question(0).click();
      await expect(items.nth(0)).not.toHaveAttribute('open', '');
      await expect(items.nth(1)).toHaveAttribute('open', '');
    });
  });
}
