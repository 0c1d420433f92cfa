import type { SupabaseClient } from '@supabase/supabase-js';
import { anonKey, backendUrl } from './config.ts';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one backend client, created on first use. supabase-js is imported dynamically so it
 * lands in its own chunk and no page pays for it before a form opens or the page is idle.
 */
export function loadClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient(backendUrl, anonKey, {
        // Visitors never sign in: keep no session and touch neither storage nor the URL.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      client = undefined; // let a later call retry, e.g. after a flaky network
      throw error;
    });
  return client;
}

/** Starts loading the client early (a form just opened) so submitting does not wait for it. */
export function preloadClient(): void {
  loadClient().catch(() => undefined);
}
