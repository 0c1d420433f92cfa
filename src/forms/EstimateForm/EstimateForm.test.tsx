import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { submitEstimate } from '../../backend/estimates.ts';
import { EstimateForm } from './EstimateForm.tsx';

vi.mock('../../backend/estimates.ts', () => ({ submitEstimate: vi.fn() }));

const send = vi.mocked(submitEstimate);
const SUCCESS = 'Thank you! Your estimate request has been submitted successfully.';
const FAILURE = 'Failed to submit estimate request. Please try again.';

function renderForm() {
  const user = userEvent.setup();
  const onDone = vi.fn();
  renderWithSite(<EstimateForm onDone={onDone} />);
  return { user, onDone, submit: () => screen.getByRole('button', { name: 'Submit Request' }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Ana Díaz');
  await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '973-555-0100');
  await user.selectOptions(screen.getByLabelText('Service Required'), 'Cabinet Refinishing');
  await user.selectOptions(screen.getByLabelText('Preferred Contact Time'), 'Evening (5pm - 8pm)');
  await user.type(screen.getByLabelText('Project Details'), 'Kitchen cabinets, oak');
}

describe('EstimateForm', () => {
  beforeEach(() => {
    send.mockReset();
  });
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
    send.mockReturnValue(new Promise(() => undefined));
    const { user, submit } = renderForm();
    await fillIn(user);
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Ana Díaz',
      email: 'ana@example.com',
      phone: '973-555-0100',
      service: 'cabinet',
      contactTime: 'evening',
      details: 'Kitchen cabinets, oak',
      pagePath: '/interior-painting/alpha-nj',
    });
  });

  it('thanks the visitor in green, then after 2 s clears the form and reports it is done', async () => {
    send.mockResolvedValue();
    const { user, submit, onDone } = renderForm();
    await fillIn(user);
    vi.useFakeTimers();
    await act(async () => submit().click());
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
    act(() => vi.advanceTimersByTime(1999));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Díaz');
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Service Required')).toHaveValue('');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the failure in red and keeps everything the visitor typed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValue(new Error('offline'));
    const { user, submit, onDone } = renderForm();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Díaz');
    expect(screen.getByLabelText('Preferred Contact Time')).toHaveValue('evening');
    expect(screen.getByLabelText('Project Details')).toHaveValue('Kitchen cabinets, oak');
    expect(submit()).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('sends once when the button is clicked twice before the page re-renders', async () => {
    send.mockResolvedValue();
    const { user, submit } = renderForm();
    await fillIn(user);
    const button = submit();
    // Both clicks land in one batch, as a fast double click can in a browser: the button is
    // not disabled yet, so only the submission guard can stop the second request.
    act(() => {
      button.click();
      button.click();
    });
    await screen.findByText(SUCCESS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('answers a filled honeypot with the usual thank-you without sending anything', async () => {
    const { user, submit, container } = { ...renderForm(), container: document.body };
    await fillIn(user);
    const trap = container.querySelector<HTMLInputElement>('input[name="company_website"]')!;
    expect(trap).not.toBeVisible();
    expect(trap).toHaveAttribute('tabindex', '-1');
    trap.value = 'https://spam.example';
    await user.click(submit());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
