import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStatic } from '../../../tests/support/render.tsx';
import { submitContact } from '../../backend/contact.ts';
import { ContactForm } from '../../forms/ContactForm/ContactForm.tsx';
import { forms } from './forms.ts';

vi.mock('../../backend/contact.ts', () => ({ submitContact: vi.fn() }));

const send = vi.mocked(submitContact);
const SUCCESS = 'Thank you for your message! We will get back to you soon.';
const FAILURE = 'Failed to send message. Please try again or contact us directly.';

/** The form as the pre-render writes it, with the page's controls running. */
function renderForm() {
  const user = userEvent.setup();
  renderStatic(<ContactForm />);
  return { user, button: () => screen.getByRole('button', { name: /Send Message|Sending/ }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, subject = 'Request a Quote') {
  await user.type(screen.getByLabelText('Full Name'), 'Ana Díaz');
  await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
  await user.selectOptions(screen.getByLabelText('Subject'), subject);
  await user.type(screen.getByLabelText('Message'), 'Do you paint decks?');
}

/** The sender's module and the backend's answer arrive in promise jobs, not on a timer. */
async function settle() {
  await vi.dynamicImportSettled();
  for (let job = 0; job < 10; job += 1) await Promise.resolve();
}

describe('the contact form, sent by the page controls (no React)', () => {
  beforeAll(() => forms(document));
  beforeEach(() => send.mockReset());
  afterEach(() => vi.useRealTimers());

  it('requires name, e-mail and message but not the subject', async () => {
    const { user, button } = renderForm();
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message')).toBeRequired();
    expect(screen.getByLabelText('Subject')).not.toBeRequired();
    expect(screen.getByLabelText('Subject')).toHaveDisplayValue('Select a subject');
    await user.type(screen.getByLabelText('Full Name'), 'Ana');
    await user.click(button());
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the message, with no subject as null and the page it was sent from', async () => {
    window.history.pushState({}, '', '/contact');
    let answer = () => undefined as void;
    send.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const { user, button } = renderForm();
    await fillIn(user, 'Select a subject');
    await user.click(button());
    expect(button()).toHaveTextContent('Sending...');
    expect(button()).toBeDisabled();
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({
      name: 'Ana Díaz',
      email: 'ana@example.com',
      subject: null,
      message: 'Do you paint decks?',
      pagePath: '/contact',
    });
    answer();
    expect(await screen.findByText(SUCCESS)).toBeVisible();
  });

  it('clears the form and thanks the visitor with a banner that hides after 5 s', async () => {
    send.mockResolvedValue();
    const { user, button } = renderForm();
    await fillIn(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    button().click();
    await settle();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ subject: 'quote' }));
    expect(screen.getByText(SUCCESS)).toBeVisible();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(button()).toHaveTextContent('Send Message');
    expect(button()).toBeEnabled();
    vi.advanceTimersByTime(4999);
    expect(screen.getByText(SUCCESS)).toBeVisible();
    vi.advanceTimersByTime(1);
    expect(screen.getByText(SUCCESS)).not.toBeVisible();
  });

  it('keeps the values and the error banner after a failure, logs it, and clears it on resend', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(Promise.resolve());
    const { user, button } = renderForm();
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByText(FAILURE)).toBeVisible();
    expect(screen.getByText(FAILURE).closest('[role="alert"]')).not.toBeNull();
    expect(log).toHaveBeenCalledWith('The contact message could not be sent.', expect.any(Error));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Díaz');
    expect(screen.getByLabelText('Subject')).toHaveValue('quote');
    expect(screen.getByLabelText('Message')).toHaveValue('Do you paint decks?');
    await user.click(button());
    expect(screen.getByText(FAILURE)).not.toBeVisible();
    expect(await screen.findByText(SUCCESS)).toBeVisible();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
