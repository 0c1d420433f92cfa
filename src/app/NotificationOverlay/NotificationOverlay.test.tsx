import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { subscribeToEstimates, type EstimateNotice } from '../../backend/estimates.ts';
import { NotificationOverlay } from './NotificationOverlay.tsx';
import { IDLE_AFTER_LOAD_MS } from './whenIdle.ts';

vi.mock('../../backend/estimates.ts', () => ({ subscribeToEstimates: vi.fn() }));

const unsubscribe = vi.fn();
let deliver: (notice: EstimateNotice) => void;

const notice = (overrides: Partial<EstimateNotice> = {}): EstimateNotice => ({
  id: '1',
  name: 'Ana Díaz',
  service: 'interior',
  contact_time: 'morning',
  created_at: '2025-03-14T12:30:00Z',
  ...overrides,
});

/** Renders the overlay and lets the page go idle, so it subscribes. */
function renderOverlay() {
  const result = renderWithSite(<NotificationOverlay />);
  act(() => vi.advanceTimersByTime(5000));
  return result;
}

const receive = (...notices: EstimateNotice[]) =>
  act(() => notices.forEach((item) => deliver(item)));
const cards = () => screen.queryAllByRole('article');

describe('NotificationOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    unsubscribe.mockClear();
    vi.mocked(subscribeToEstimates).mockImplementation((onInsert) => {
      deliver = onInsert;
      return unsubscribe;
    });
  });
  afterEach(() => vi.useRealTimers());

  it('subscribes only well after the page has loaded, and says when it is listening', () => {
    vi.mocked(subscribeToEstimates).mockClear();
    renderWithSite(<NotificationOverlay />);
    const region = screen.getByTestId('estimate-notifications');
    act(() => vi.advanceTimersByTime(IDLE_AFTER_LOAD_MS - 1));
    expect(subscribeToEstimates).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(subscribeToEstimates).toHaveBeenCalledTimes(1);
    expect(region).toHaveAttribute('data-listening', 'false');
    act(() => vi.mocked(subscribeToEstimates).mock.calls[0]![1]!(true));
    expect(region).toHaveAttribute('data-listening', 'true');
  });

  it('shows a new estimate in Spanish with a Spanish date, in a polite live region', () => {
    renderOverlay();
    receive(notice());
    const [card] = cards();
    expect(card).toHaveAttribute('lang', 'es');
    expect(card!.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(within(card!).getByText('¡Nueva solicitud de presupuesto!')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Ana Díaz solicitó Pintura interior · Contacto preferido: mañana (9:00–12:00)',
    );
    const time = card!.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2025-03-14T12:30:00Z');
    // ICU versions join date and time with ", " or " a las ".
    expect(time.textContent).toMatch(/^14 de marzo de 2025\D+\d{1,2}:\d{2}$/);
  });

  it('shows unknown service and contact time values as they are', () => {
    renderOverlay();
    receive(notice({ service: 'murals', contact_time: 'weekend' }));
    expect(cards()[0]).toHaveTextContent('solicitó murals · Contacto preferido: weekend');
  });

  it('shows a name containing HTML as text', () => {
    renderOverlay();
    receive(notice({ name: '<img src=x onerror=alert(1)><b>Bob</b>' }));
    expect(cards()[0]).toHaveTextContent('<img src=x onerror=alert(1)><b>Bob</b> solicitó');
    expect(cards()[0]!.querySelector('img, b')).toBeNull();
  });

  it('stacks several cards, newest first', () => {
    renderOverlay();
    receive(notice({ id: '1', name: 'Ana' }), notice({ id: '2', name: 'Ben' }));
    expect(cards().map((card) => card.textContent)).toEqual([
      expect.stringContaining('Ben solicitó'),
      expect.stringContaining('Ana solicitó'),
    ]);
  });

  it('removes a card when its close button is pressed', () => {
    renderOverlay();
    receive(notice({ id: '1', name: 'Ana' }), notice({ id: '2', name: 'Ben' }));
    const benCard = cards()[0]!;
    fireEvent.click(within(benCard).getByRole('button', { name: 'Cerrar notificación' }));
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Ana solicitó');
  });

  it('dismisses each card by itself 10 s after it arrived', () => {
    renderOverlay();
    receive(notice({ id: '1' }));
    act(() => vi.advanceTimersByTime(4000));
    receive(notice({ id: '2', name: 'Ben' }));
    act(() => vi.advanceTimersByTime(5999));
    expect(cards()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(cards()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(cards()).toHaveLength(0);
  });

  it('stops listening when it goes away', () => {
    const { unmount } = renderOverlay();
    expect(unsubscribe).not.toHaveBeenCalled();
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
