import { insertRow } from './insertRow.ts';
import { loadRealtime } from './realtime.ts';
import type { ContactTime, Service } from './options.ts';

export interface EstimateRequest {
  name: string;
  email: string;
  phone: string;
  service: Service;
  contactTime: ContactTime;
  /** Optional; blank text is stored as null. */
  details?: string;
  /** The path of the page the request was sent from, so the owner sees which pages bring work. */
  pagePath?: string;
}

/** The columns of a new estimate that anonymous visitors may read: what the overlay shows. */
export interface EstimateNotice {
  id: string;
  name: string;
  service: string;
  contact_time: string;
  created_at: string;
}

const CHANNEL = 'estimates-notifications';

/** Stores one estimate request; rejects with an Error when the backend refuses it. */
export const submitEstimate = (request: EstimateRequest): Promise<void> =>
  insertRow(
    'estimates',
    {
      name: request.name,
      email: request.email,
      phone: request.phone,
      service: request.service,
      contact_time: request.contactTime,
      details: request.details?.trim() ? request.details : null,
      page_path: request.pagePath ?? null,
    },
    'The estimate request',
  );

/**
 * Calls `onInsert` for every estimate inserted from now on, by anyone, and `onListening`
 * whenever the live connection starts or stops delivering. Returns the function that stops
 * listening; it may be called before the client has finished loading.
 */
export function subscribeToEstimates(
  onInsert: (notice: EstimateNotice) => void,
  onListening?: (listening: boolean) => void,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  loadRealtime()
    .then((realtime) => {
      if (stopped) return;
      const channel = realtime
        .channel(CHANNEL)
        .on<EstimateNotice>(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'estimates' },
          (payload) => onInsert(payload.new),
        )
        .subscribe((status, error) => {
          onListening?.(status === 'SUBSCRIBED');
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
            console.warn(`Live estimate notifications: ${status}.`, error);
          }
        });
      stop = () => void realtime.removeChannel(channel);
    })
    // Notifications are a nicety: without them the page works, so warn rather than fail.
    .catch((error: unknown) => console.warn('Live estimate notifications are unavailable.', error));
  return () => {
    stopped = true;
    stop?.();
    stop = undefined;
  };
}
