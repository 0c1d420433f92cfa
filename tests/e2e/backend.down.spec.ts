import { stopBackend } from '../support/e2e/backend.ts';
import { appReady, expect, test } from '../support/e2e/fixtures.ts';
import {
  contactForm,
  fillEstimate,
  fillMessage,
  openEstimateDialog,
} from '../support/e2e/forms.ts';

// With the backend gone, Chromium logs the refused connections and the contact form logs its error.
test.use({
  allowedConsoleErrors: [
    /ERR_CONNECTION_REFUSED|WebSocket connection|Failed to fetch|Failed to send message|TypeError/,
  ],
});

test.beforeAll(async () => {
  await stopBackend();
});

test('the contact form says it failed and keeps what the visitor typed', async ({ page }) => {
  await page.goto('/contact');
  await appReady(page);
  const form = contactForm(page);
  const input = {
    name: 'Offline Olivia',
    email: 'olivia@example.com',
    subject: 'Customer Support',
    message: 'Is anyone there?',
  };
  await fillMessage(form, input);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    form.getByText('Failed to send message. Please try again or contact us directly.'),
  ).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue(input.name);
  await expect(form.getByLabel('Email Address')).toHaveValue(input.email);
  await expect(form.getByLabel('Subject')).toHaveValue('support');
  await expect(form.getByLabel('Message')).toHaveValue(input.message);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('the estimate form says it failed and keeps what the visitor typed', async ({ page }) => {
  const { dialog } = await openEstimateDialog(page, '/services/interior-painting');
  const input = {
    name: 'Offline Omar',
    email: 'omar@example.com',
    phone: '973-555-0177',
    service: 'Interior Painting',
    time: 'Evening (5pm - 8pm)',
    details: 'Three rooms',
  };
  await fillEstimate(dialog, input);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(
    dialog.getByText('Failed to submit estimate request. Please try again.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  for (const [label, value] of [
    ['Full Name', input.name],
    ['Email Address', input.email],
    ['Phone Number', input.phone],
    ['Project Details', input.details],
  ]) {
    await expect(dialog.getByLabel(label!)).toHaveValue(value!);
  }
  await expect(dialog.getByLabel('Service Required')).toHaveValue('interior');
  await expect(dialog.getByLabel('Preferred Contact Time')).toHaveValue('evening');
});
