import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { submitContact } from '../../backend/contact.ts';
import { ContactForm } from './ContactForm.tsx';

vi.mock('../../backend/contact.ts', () => ({ submitContact: vi.fn() }));

const send = vi.mocked(submitContact);
const SUCCESS = 'Thank you for your message! We will get back to you soon.';
const FAILURE = 'Failed to send message. Please try again or contact us directly.';

function renderForm() {
  const user = userEvent.setup();
  renderWithSite(<ContactForm />);
  return { user, button: () => screen.getByRole('button', { name: /Send Message|Sending/ }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, subject = 'Request a Quote') {
  await user.type(screen.getByLabelText('Full Name'), 'Ana Díaz');
  await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
  await user.selectOptions(screen.getByLabelText('Subject'), subject);
  await user.type(screen.getByLabelText('Message'), 'Do you paint decks?');
}

describe('ContactForm', () => {
  beforeEach(() => {
    send.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('requires name, e-mail and message but not the subject', async () => {
    const { user, button } = renderForm();
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email Address')).toBeRequired();
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
    send.mockReturnValue(new Promise(() => undefined));
    const { user, button } = renderForm();
    await fillIn(user, 'Select a subject');
    await user.click(button());
    expect(button()).toHaveTextContent('Sending...');
    expect(button()).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Ana Díaz',
      email: 'ana@example.com',
      subject: null,
      message: 'Do you paint decks?',
      pagePath: '/contact',
    });
  });

  it('clears the form and thanks the visitor with a banner that hides after 5 s', async () => {
    send.mockResolvedValue();
    const { user, button } = renderForm();
    await fillIn(user);
    vi.useFakeTimers();
    await act(async () => button().click());
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ subject: 'quote' }));
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(button()).toHaveTextContent('Send Message');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the values and the error banner after a failure, logs it, and clears it on resend', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('offline');
    send.mockRejectedValueOnce(failure).mockReturnValueOnce(new Promise(() => undefined));
    const { user, button } = renderForm();
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(log).toHaveBeenCalledWith(expect.any(String), failure);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Díaz');
    expect(screen.getByLabelText('Subject')).toHaveValue('quote');
    expect(screen.getByLabelText('Message')).toHaveValue('Do you paint decks?');
    await user.click(button());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends once when the button is clicked twice before the page re-renders', async () => {
    send.mockResolvedValue();
    const { user, button } = renderForm();
    await fillIn(user);
    const submit = button();
    act(() => {
      submit.click();
      submit.click();
    });
    await screen.findByText(SUCCESS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('answers a filled honeypot with the usual thank-you without sending anything', async () => {
    const { user, button } = renderForm();
    await fillIn(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="company_website"]')!;
    expect(trap).not.toBeVisible();
    trap.value = 'https://spam.example';
    await user.click(button());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
