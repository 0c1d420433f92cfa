import { loadClient } from './client.ts';

/**
 * Inserts one row with the public key; rejects with an Error naming `what` when the backend
 * refuses it. No `.select()`: visitors may insert rows but not read them back.
 */
export async function insertRow(table: string, row: Record<string, unknown>, what: string) {
  const supabase = await loadClient();
  const { error } = await supabase.from(table).insert(row);
  if (error) throw new Error(`${what} was not stored: ${error.message}`);
}
