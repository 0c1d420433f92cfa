/**
 * The local Supabase stand-in (supabase/local/): where the Supabase CLI listens, 127.0.0.1:54321,
 * or on SUPABASE_LOCAL_PORT, which the site's Vite config writes in here.
 */
const LOCAL_BACKEND_URL: string = __LOCAL_BACKEND_URL__;

/** The local stand-in's public demo key: it only grants what the anon role may do. */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Backend address without a trailing slash: VITE_SUPABASE_URL, else the local stand-in. */
export const backendUrl: string = (import.meta.env.VITE_SUPABASE_URL || LOCAL_BACKEND_URL).replace(
  /\/+$/,
  '',
);

/** Public anonymous key: VITE_SUPABASE_ANON_KEY, else the local stand-in's demo key. */
export const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
