import { loadClient } from './client.ts';
import type { Subject } from './options.ts';

export interface ContactMessage {
  name: string;
  email: string;
  /** Null when the visitor left "Select a subject". */
  subject: Subject | null;
  message: string;
}

/** Stores one contact message; rejects with an Error when the backend refuses it. */
export async function submitContact(message: ContactMessage): Promise<void> {
  const supabase = await loadClient();
  // No .select(): anonymous visitors may insert a message but never read one.
  const { error } = await supabase.from('contact_messages').insert({
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
  });
  if (error) throw new Error(`The contact message was not stored: ${error.message}`);
}
