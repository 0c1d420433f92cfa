import { rowsByEmail } from '../support/e2e/backend.ts';
import { appReady, expect, freezeTimers, test } from '../support/e2e/fixtures.ts';
import { contactForm, fillMessage, uniqueEmail } from '../support/e2e/forms.ts';

const THANKS = 'Thank you for your message! We will get back to you soon.';

test('the contact page sends a message that is stored, clears the form, and the thanks hide after 5 s', async ({
  page,
}) => {
  await page.clock.install();
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  await appReady(page);
  const form = contactForm(page);
  await fillMessage(form, {
    name: 'Riley Chen',
    email,
    subject: 'Request a Quote',
    message: 'Deck and fence staining.',
  });
  await freezeTimers(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(THANKS)).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  expect(await rowsByEmail('contact_messages', email)).toEqual([
    expect.objectContaining({
      name: 'Riley Chen',
      subject: 'quote',
      message: 'Deck and fence staining.',
      page_path: '/contact',
    }),
  ]);
  await page.clock.runFor(4_900);
  await expect(form.getByText(THANKS)).toBeVisible();
  await page.clock.runFor(200);
  await expect(form.getByText(THANKS)).toBeHidden();
});

test('the home contact section sends a message without a subject', async ({ page }) => {
  const email = uniqueEmail('home-contact');
  await page.goto('/#contact');
  await appReady(page);
  const form = contactForm(page.locator('#contact'));
  await fillMessage(form, { name: 'Jordan Park', email, message: 'Do you paint stucco?' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(THANKS)).toBeVisible();
  const [row] = await rowsByEmail('contact_messages', email);
  expect(row).toMatchObject({
    name: 'Jordan Park',
    message: 'Do you paint stucco?',
    page_path: '/',
  });
  expect(row?.subject ?? '').toBe('');
});

test('a bot that fills the hidden spam field is thanked, but nothing is stored', async ({
  page,
}) => {
  const email = uniqueEmail('bot');
  await page.goto('/contact');
  await appReady(page);
  const form = contactForm(page);
  await fillMessage(form, { name: 'Spam Bot', email, message: 'Cheap pills' });
  // People never see this field; a bot filling every input does.
  await form.locator('input[name="company_website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(THANKS)).toBeVisible();
  expect(await rowsByEmail('contact_messages', email)).toEqual([]);
});
