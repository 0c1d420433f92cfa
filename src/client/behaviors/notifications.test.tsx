import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStatic } from '../../../tests/support/render.tsx';
import { subscribeToEstimates, type EstimateNotice } from '../../backend/estimates.ts';
import { NotificationOverlay } from '../../app/NotificationOverlay/NotificationOverlay.tsx';
import { NOTICES_KEY } from '../../app/NotificationOverlay/noticeStore.ts';
import { IDLE_AFTER_LOAD_MS } from '../whenIdle.ts';
import { notifications } from './notifications.ts';

vi.mock('../../backend/estimates.ts', () => ({ subscribeToEstimates: vi.fn() }));

let unsubscribe = vi.fn();
let deliver: (notice: EstimateNotice) => void;

const notice = (overrides: Partial<EstimateNotice> = {}): EstimateNotice => ({
  id: '1',
  name: 'Ana Díaz',
  service: 'interior',
  contact_time: 'morning',
  created_at: '2025-03-14T12:30:00Z',
  ...overrides,
});

// Testing Library's waitFor and findBy poll with timers that these tests fake, and vi.waitFor
// would move the clock the cards' lifetimes are measured by: instead, the modules the page loads
// on demand are loaded first, so their promises settle within a few microtasks.
const settle = () =>
  act(async () => {
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
  });

/** A page load: the pre-rendered overlay, then the browser's part. */
async function loadPage() {
  renderStatic(<NotificationOverlay />);
  notifications(document);
}

/** Lets the page go idle after load, so it connects. */
async function connect() {
  await act(() => vi.advanceTimersByTimeAsync(IDLE_AFTER_LOAD_MS + 1));
  await settle();
  expect(subscribeToEstimates).toHaveBeenCalled();
}

const receive = (...notices: EstimateNotice[]) =>
  act(() => notices.forEach((item) => deliver(item)));
const cards = () => screen.queryAllByRole('article');

describe('live notifications in the browser', () => {
  beforeAll(async () => {
    await import('../notices.ts');
    await import('../noticeCards.tsx');
  });

  beforeEach(() => {
    // Not setImmediate: the test runner loads modules (the page's dynamic imports) with it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] });
    sessionStorage.clear();
    vi.mocked(subscribeToEstimates).mockReset();
    vi.mocked(subscribeToEstimates).mockImplementation((onInsert) => {
      deliver = onInsert;
      // Each page's own connection (earlier tests' pages still listen for their pagehide).
      unsubscribe = vi.fn();
      return unsubscribe;
    });
  });
  afterEach(() => vi.useRealTimers());

  it('connects only well after the page has loaded, and says when it is listening', async () => {
    await loadPage();
    const region = screen.getByTestId('estimate-notifications');
    await act(() => vi.advanceTimersByTimeAsync(IDLE_AFTER_LOAD_MS - 1));
    expect(subscribeToEstimates).not.toHaveBeenCalled();
    await connect();
    expect(subscribeToEstimates).toHaveBeenCalledTimes(1);
    expect(region).toHaveAttribute('data-listening', 'false');
    act(() => vi.mocked(subscribeToEstimates).mock.calls[0]![1]!(true));
    expect(region).toHaveAttribute('data-listening', 'true');
  });

  it('shows a new estimate in Spanish with a Spanish date, in a polite live region', async () => {
    await loadPage();
    await connect();
    receive(notice());
    await settle();
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('lang', 'es');
    expect(card.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(within(card).getByText('¡Nueva solicitud de presupuesto!')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Ana Díaz solicitó Pintura interior · Contacto preferido: mañana (9:00–12:00)',
    );
    const time = card.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2025-03-14T12:30:00Z');
    // ICU versions join date and time with ", " or " a las ".
    expect(time.textContent).toMatch(/^14 de marzo de 2025\D+\d{1,2}:\d{2}$/);
  });

  it('shows unknown values as they are, and a name containing HTML as text', async () => {
    await loadPage();
    await connect();
    receive(notice({ service: 'murals', contact_time: 'weekend', name: '<b>Bob</b>' }));
    await settle();
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('<b>Bob</b> solicitó murals · Contacto preferido: weekend');
    expect(card.querySelector('b')).toBeNull();
  });

  it('stacks several cards, newest first, and removes one when its close button is pressed', async () => {
    await loadPage();
    await connect();
    receive(notice({ id: '1', name: 'Ana' }), notice({ id: '2', name: 'Ben' }));
    await settle();
    expect(cards()).toHaveLength(2);
    expect(cards().map((card) => card.textContent)).toEqual([
      expect.stringContaining('Ben solicitó'),
      expect.stringContaining('Ana solicitó'),
    ]);
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Cerrar notificación' }));
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Ana solicitó');
  });

  it('dismisses each card by itself 10 s after it arrived', async () => {
    await loadPage();
    await connect();
    receive(notice({ id: '1' }));
    await settle();
    screen.getByRole('article');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    receive(notice({ id: '2', name: 'Ben' }));
    await act(() => vi.advanceTimersByTimeAsync(5999));
    expect(cards()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(cards()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(cards()).toHaveLength(0);
  });

  it('keeps a card for the rest of its ten seconds on the next page of the session', async () => {
    await loadPage();
    await connect();
    receive(notice({ id: '7', name: 'Cara' }));
    await settle();
    screen.getByRole('article');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(sessionStorage.getItem(NOTICES_KEY)).toContain('Cara');
    // The visitor follows a link: a new document, the same session.
    await loadPage();
    await settle();
    expect(screen.getByRole('article')).toHaveTextContent('Cara solicitó');
    await act(() => vi.advanceTimersByTimeAsync(5999));
    expect(cards()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(cards()).toHaveLength(0);
  });

  it('closes its connection when the visitor leaves the page', async () => {
    await loadPage();
    await connect();
    expect(unsubscribe).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
