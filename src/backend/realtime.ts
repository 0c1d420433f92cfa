import type { RealtimeClient } from '@supabase/realtime-js';
import { anonKey, backendUrl } from './config.ts';

let client: Promise<RealtimeClient> | undefined;

/**
 * The one Realtime connection of the page, for the live notifications: Supabase's own Realtime
 * client (what supabase-js uses inside), loaded on its own, so a visitor who never opens a form
 * downloads about a third of supabase-js.
 */
export function loadRealtime(): Promise<RealtimeClient> {
  client ??= import('@supabase/realtime-js')
    .then(
      ({ RealtimeClient }) =>
        new RealtimeClient(`${backendUrl.replace(/^http/, 'ws')}/realtime/v1`, {
          params: { apikey: anonKey },
          accessToken: () => Promise.resolve(anonKey),
        }),
    )
    .catch((error: unknown) => {
      client = undefined; // let a later call retry, e.g. after a flaky network
      throw error;
    });
  return client;
}
