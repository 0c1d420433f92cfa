import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStatic } from '../../../tests/support/render.tsx';
import { submitEstimate } from '../../backend/estimates.ts';
import { EstimateForm } from '../../forms/EstimateForm/EstimateForm.tsx';
import { forms } from './forms.ts';

vi.mock('../../backend/estimates.ts', () => ({ submitEstimate: vi.fn() }));

const send = vi.mocked(submitEstimate);
const SUCCESS = 'Thank you! Your estimate request has been submitted successfully.';
const FAILURE = 'Failed to submit estimate request. Please try again.';

/** The form as the pre-render writes it, in its open dialog, with the page's controls running. */
function renderForm() {
  const user = userEvent.setup();
  renderStatic(
    <dialog open>
      <EstimateForm />
    </dialog>,
  );
  const dialog = document.querySelector('dialog')!;
  // jsdom's dialog has no close(): stood in for, to see the form close itself.
  const close = vi.fn();
  Object.assign(dialog, { close });
  return { user, close, submit: () => screen.getByRole('button', { name: /Submit/ }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Ana Díaz');
  await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '973-555-0100');
  await user.selectOptions(screen.getByLabelText('Service Required'), 'Cabinet Refinishing');
  await user.selectOptions(screen.getByLabelText('Preferred Contact Time'), 'Evening (5pm - 8pm)');
  await user.type(screen.getByLabelText('Project Details'), 'Kitchen cabinets, oak');
}

describe('the estimate form, sent by the page controls (no React)', () => {
  beforeAll(() => forms(document));
  beforeEach(() => send.mockReset());
  afterEach(() => vi.useRealTimers());

  it('requires every field but the project details, and sends nothing while one is empty', async () => {
    const { user, submit } = renderForm();
    for (const label of [
      'Full Name',
      'Email Address',
      'Phone Number',
      'Service Required',
      'Preferred Contact Time',
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Project Details')).not.toBeRequired();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('option', { name: 'Select a service' })).toBeDisabled();
    await user.type(screen.getByLabelText('Full Name'), 'Ana');
    await user.click(submit());
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the request, with the page it was sent from, and says "Submitting..." meanwhile', async () => {
    window.history.pushState({}, '', '/interior-painting/alpha-nj');
    let answer = () => undefined as void;
    // Answered at the end: a request still pending when the test ends would hold up its cleanup.
    send.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const { user, submit } = renderForm();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({
      name: 'Ana Díaz',
      email: 'ana@example.com',
      phone: '973-555-0100',
      service: 'cabinet',
      contactTime: 'evening',
      details: 'Kitchen cabinets, oak',
      pagePath: '/interior-painting/alpha-nj',
    });
    answer();
    expect(await screen.findByText(SUCCESS)).toBeVisible();
  });

  it('thanks the visitor in green, then after 2 s clears the form and closes it', async () => {
    send.mockResolvedValue();
    const { user, submit, close } = renderForm();
    await fillIn(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submit().click();
    // The sender's module and the answer arrive in promise jobs, not on a timer.
    await vi.dynamicImportSettled();
    for (let job = 0; job < 10; job += 1) await Promise.resolve();
    expect(screen.getByText(SUCCESS)).toBeVisible();
    expect(submit()).toBeDisabled();
    vi.advanceTimersByTime(1999);
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Díaz');
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Service Required')).toHaveValue('');
    expect(screen.getByText(SUCCESS)).not.toBeVisible();
    expect(submit()).toHaveTextContent('Submit Request');
    expect(submit()).toBeEnabled();
  });

  it('shows the failure in red and keeps everything the visitor typed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValueOnce(new Error('offline'));
    const { user, submit, close } = renderForm();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(FAILURE)).toBeVisible();
    expect(screen.getByText(FAILURE).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Díaz');
    expect(screen.getByLabelText('Preferred Contact Time')).toHaveValue('evening');
    expect(screen.getByLabelText('Project Details')).toHaveValue('Kitchen cabinets, oak');
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent('Submit Request');
    expect(close).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('The estimate request could not be sent.', expect.any(Error));
    log.mockReset();
  });

  it('sends once when the button is clicked twice before the first request ends', async () => {
    send.mockResolvedValue();
    const { user, submit } = renderForm();
    await fillIn(user);
    const button = submit();
    button.click();
    button.click();
    expect(await screen.findByText(SUCCESS)).toBeVisible();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('answers a filled honeypot with the usual thank-you without sending anything', async () => {
    const { user, submit } = renderForm();
    await fillIn(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="company_website"]')!;
    expect(trap).not.toBeVisible();
    expect(trap).toHaveAttribute('tabindex', '-1');
    trap.value = 'https://spam.example';
    await user.click(submit());
    expect(await screen.findByText(SUCCESS)).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });
});
