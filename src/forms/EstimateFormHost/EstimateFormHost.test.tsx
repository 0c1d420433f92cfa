import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { preloadClient } from '../../backend/client.ts';
import { submitEstimate } from '../../backend/estimates.ts';
import { ActionButton } from '../ActionButton.tsx';
import type { EstimatePresentation } from '../EstimateForm/EstimatePanel.tsx';
import { EstimateFormScope } from './EstimateFormScope.tsx';

vi.mock('../../backend/client.ts', () => ({ preloadClient: vi.fn() }));
vi.mock('../../backend/estimates.ts', () => ({ submitEstimate: vi.fn() }));

const TITLE = 'Request Your Free Estimate';

function renderHost(presentation: EstimatePresentation) {
  const user = userEvent.setup();
  renderWithSite(
    <EstimateFormScope presentation={presentation}>
      <ActionButton action={{ label: 'Get a Quote', intent: 'estimate' }} />
      <ActionButton action={{ label: 'Request Quote', intent: 'estimate' }} />
    </EstimateFormScope>,
  );
  return { user, trigger: (name = 'Get a Quote') => screen.getByRole('button', { name }) };
}

async function openFrom(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) {
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveFocus());
  return dialog;
}

const backdrop = () => document.querySelector<HTMLElement>('[data-floating-ui-portal] > div')!;

describe.each(['popover', 'dialog'] as const)('estimate %s', (presentation) => {
  beforeEach(() => {
    vi.mocked(preloadClient).mockClear();
  });

  it('is closed until an estimate button opens it, then shows title, intro and form', async () => {
    const { user, trigger } = renderHost(presentation);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(TITLE)).toBeNull();
    const dialog = await openFrom(user, trigger());
    expect(dialog).toHaveAttribute('data-testid', `estimate-${presentation}`);
    expect(dialog).toHaveTextContent(
      'Complete the form below to receive a personalized estimate for your project.',
    );
    expect(screen.getByRole('form', { name: 'Estimate request' })).toBeInTheDocument();
    expect(preloadClient).toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, trigger } = renderHost(presentation);
    await openFrom(user, trigger('Request Quote'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger('Request Quote')).toHaveFocus());
  });

  it('closes with its Close button', async () => {
    const { user, trigger } = renderHost(presentation);
    await openFrom(user, trigger());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('closes when the backdrop is pressed', async () => {
    const { user, trigger } = renderHost(presentation);
    await openFrom(user, trigger());
    await user.click(backdrop());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes 2 s after a successful request', async () => {
    vi.mocked(submitEstimate).mockResolvedValue();
    const { user, trigger } = renderHost(presentation);
    await openFrom(user, trigger());
    await user.type(screen.getByLabelText('Full Name'), 'Ana');
    await user.type(screen.getByLabelText('Email Address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '973-555-0100');
    await user.selectOptions(screen.getByLabelText('Service Required'), 'interior');
    await user.selectOptions(screen.getByLabelText('Preferred Contact Time'), 'morning');
    vi.useFakeTimers();
    try {
      await act(async () => screen.getByRole('button', { name: 'Submit Request' }).click());
      expect(screen.getByRole('dialog')).toHaveTextContent('Thank you!');
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('estimate popover placement', () => {
  it('tells where it sits relative to its button', async () => {
    const { user, trigger } = renderHost('popover');
    const popover = await openFrom(user, trigger());
    expect(popover).toHaveAttribute('data-placement', 'bottom');
  });
});
