/** The home page's sections: order and anchors, counters, carousel, before/after, video fallback. */
import { OPENING_END_ID } from '../../src/islands/openingEndMark.ts';
import { appReady, expect, freezeTimers, test } from '../support/e2e/fixtures.ts';

/** The specification's six anchors in its order, and the towns list placed before the contact. */
const HOME_ANCHORS = [
  'about',
  'services',
  'gallery',
  'testimonials',
  'why-choose-us',
  'towns',
  'contact',
];

// One load for the sections a visitor reads and handles in place, each in a part of its own.
test('the sections in order, the testimonial carousel and the before/after divider', async ({
  page,
}) => {
  await page.goto('/');
  await appReady(page);
  await test.step('opens with the hero, then the anchored sections in order', async () => {
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveCount(1);
    const ids = await main
      .locator(`:scope > section[id], :scope > [id]:is(section, div):not(#${OPENING_END_ID})`)
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual(HOME_ANCHORS);
    // The hero comes before the first anchored section.
    const heroFirst = await main.evaluate((element) => {
      const h1 = element.querySelector('h1');
      const about = element.querySelector('#about');
      return (
        !!h1 && !!about && !!(h1.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    expect(heroFirst).toBe(true);
  });
  await test.step('testimonial carousel wraps both ways and its dots jump to a testimonial', async () => {
    const carousel = page.locator('#testimonials');
    const dots = carousel.getByRole('button', { name: /^Show testimonial \d+ of 4$/ });
    const current = carousel.locator('[aria-current="true"]');
    await expect(dots).toHaveCount(4);
    await expect(current).toHaveAccessibleName('Show testimonial 1 of 4');

    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(current).toHaveAccessibleName('Show testimonial 4 of 4');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(current).toHaveAccessibleName('Show testimonial 1 of 4');

    await dots.nth(2).click();
    await expect(current).toHaveAccessibleName('Show testimonial 3 of 4');
    await expect(carousel.getByRole('group', { name: '3 of 4' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeHidden();
  });
  await test.step('before/after divider moves by arrow keys and by dragging', async () => {
    const slider = page.locator('#gallery').getByRole('slider').first();
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveValue('50');

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('52');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('51');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(slider).toHaveValue('61');
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('0');

    // The slider covers the picture frame, which draws its divider where the slider is.
    const frame = slider.locator('xpath=..');
    const box = (await frame.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.5, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.25, y, { steps: 5 });
    await page.mouse.up();
    const value = Number(await slider.inputValue());
    expect(value).toBeGreaterThanOrEqual(22);
    expect(value).toBeLessThanOrEqual(28);
    // The divider line, drawn by the runtime, is where the pointer let go.
    const line = await frame.evaluate((element) => {
      const divider = element.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return ((divider.left + divider.width / 2 - box.left) / box.width) * 100;
    });
    expect(Math.abs(line - value)).toBeLessThan(1);
  });
});

test('in-page anchors from another page land on their section', async ({ page }) => {
  await page.goto('/about');
  await appReady(page);
  await page.goto('/#why-choose-us');
  await expect(page.locator('#why-choose-us')).toBeInViewport();
});

test('counters count up to 500+, 98%, 15+ and 100% once scrolled into view', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await appReady(page);
  // From here on only the test moves the page's clock, and with it its animation frames.
  await freezeTimers(page);
  const figures = page.locator('#about li span[aria-hidden="true"]');
  // Pre-rendered with the final figures, for readers without JavaScript…
  await expect(figures).toHaveText(['500+', '98%', '15+', '100%']);
  await figures.first().scrollIntoViewIfNeeded();
  // …come alive as they scroll into view, and start from zero while no frame has run…
  await expect(page.locator('[data-island="StatCards"][data-hydrated]').first()).toBeAttached({
    timeout: 15_000,
  });
  await expect(figures).toHaveText(['0+', '0%', '0+', '0%']);
  // …then count up over 2 s of the page's time, one step per frame.
  await page.clock.runFor(1_000);
  await expect(figures.first()).not.toHaveText(/^(0|500)\+$/);
  await page.clock.runFor(1_100);
  await expect(figures).toHaveText(['500+', '98%', '15+', '100%']);
});
