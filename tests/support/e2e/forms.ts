/** Filling the site's forms the way a visitor does: by their visible labels. */
import type { Locator, Page } from '@playwright/test';
import { appReady, expect } from './fixtures.ts';

export const ESTIMATE_TITLE = 'Request Your Free Estimate';

/** An address no other test uses, so the row read back is this test's own. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export interface EstimateInput {
  name: string;
  email: string;
  phone: string;
  service: string;
  time: string;
  details?: string;
}

export const ESTIMATE_THANKS = 'Thank you! Your estimate request has been submitted successfully.';

export const estimateDialog = (page: Page) => page.getByRole('dialog', { name: ESTIMATE_TITLE });

/** Opens a service page, then its estimate dialog from the sidebar's Get Started button. */
export async function openEstimateDialog(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  const trigger = page.getByRole('button', { name: 'Get Started' });
  await trigger.click();
  const dialog = estimateDialog(page);
  await expect(dialog).toBeVisible();
  return { trigger, dialog };
}

export async function fillEstimate(form: Locator, input: EstimateInput) {
  await form.getByLabel('Full Name').fill(input.name);
  await form.getByLabel('Email Address').fill(input.email);
  await form.getByLabel('Phone Number').fill(input.phone);
  await form.getByLabel('Service Required').selectOption({ label: input.service });
  await form.getByLabel('Preferred Contact Time').selectOption({ label: input.time });
  if (input.details !== undefined) await form.getByLabel('Project Details').fill(input.details);
}

export interface MessageInput {
  name: string;
  email: string;
  subject?: string;
  message: string;
}

export const contactForm = (scope: Page | Locator) =>
  scope.getByRole('form', { name: 'Send Us a Message' });

export async function fillMessage(form: Locator, input: MessageInput) {
  await form.getByLabel('Full Name').fill(input.name);
  await form.getByLabel('Email Address').fill(input.email);
  if (input.subject) await form.getByLabel('Subject').selectOption({ label: input.subject });
  await form.getByLabel('Message').fill(input.message);
}
