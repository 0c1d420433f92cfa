/** Services overview, about, gallery, testimonials and contact: what each must show. */
import { appReady, expect, test } from '../support/e2e/fixtures.ts';
import { pages, site } from '../support/e2e/pages.ts';

const pageAtPath = (path: string) => pages.find((page) => page.path === path)!;

// One page for the five, each step loading its own: a context costs more than these checks.
test('contact, services overview, about, gallery and testimonials each show what they must', async ({
  page,
}) => {
  // Five tests' checks in one: three times the budget of one.
  test.slow();
  await test.step('contact page: its own spelling of the location, phone, e-mail, hours and phone support', async () => {
    await page.goto('/contact');
    await appReady(page);
    const main = page.locator('main');
    await expect(main.getByText('Roxebury, NJ').first()).toBeVisible();
    await expect(page.locator('footer').getByText(site.contact.location)).toBeVisible();
    await expect(
      main.getByRole('link', { name: site.contact.phoneDisplay }).first(),
    ).toHaveAttribute('href', `tel:${site.contact.phoneE164}`);
    await expect(main.getByRole('link', { name: site.contact.email }).first()).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
    for (const hours of ['8:00 AM - 6:00 PM', '9:00 AM - 2:00 PM', 'Closed']) {
      await expect(main.getByText(hours)).toBeVisible();
    }
    await expect(main.getByText(/Phone support: Monday - Friday 8am - 6pm/)).toBeVisible();
  });
  await test.step('services overview ends with "Don\'t See Your Town?" and a phone link', async () => {
    await page.goto('/services');
    await appReady(page);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: "Don't See Your Town?" })).toBeVisible();
    await expect(
      main.getByRole('link', { name: site.contact.phoneDisplay }).last(),
    ).toHaveAttribute('href', `tel:${site.contact.phoneE164}`);
    const towns = pages.filter((doc) => doc.listing?.group === 'town');
    await expect(main.getByRole('link', { name: /^View Services/ })).toHaveCount(towns.length);
  });
  await test.step('about page: a heading and two content sections, then the closing call to action', async () => {
    await page.goto('/about');
    await appReady(page);
    await expect(page.locator('main h1')).toHaveCount(1);
    // The page's last section is its closing call to action (issue 13), after the spec's two.
    const sections = page.locator('main > section');
    await expect(sections.locator('h2')).toHaveCount(3);
    await expect(sections.last().getByRole('button', { name: /estimate/i })).toBeVisible();
  });
  await test.step('gallery page: every project as a before/after comparison', async () => {
    const doc = pageAtPath('/gallery');
    const gallery = doc.sections.find((section) => section.type === 'beforeAfterGallery')!;
    await page.goto('/gallery');
    await appReady(page);
    await expect(page.locator('main').getByRole('slider')).toHaveCount(
      (gallery.projects as unknown[]).length,
    );
  });
  await test.step('testimonials page: five-star reviews stated as Review structured data', async () => {
    const doc = pageAtPath('/testimonials');
    const grid = doc.sections.find((section) => section.type === 'testimonialGrid')!;
    const count = (grid.testimonials as unknown[]).length;
    await page.goto('/testimonials');
    await appReady(page);
    await expect(page.locator('main').getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(
      count,
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const reviews = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .flatMap((data) => (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data])
      .flatMap((node) => (Array.isArray(node) ? node : [node]))
      .filter((node) => node['@type'] === 'Review' || JSON.stringify(node).includes('"Review"'));
    expect(JSON.stringify(reviews)).toContain('"reviewRating"');
    expect(JSON.stringify(reviews).match(/"@type":"Review"/g)?.length).toBe(count);
  });
});
