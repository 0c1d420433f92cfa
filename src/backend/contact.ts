import { insertRow } from './insertRow.ts';
import type { Subject } from './options.ts';

export interface ContactMessage {
  name: string;
  email: string;
  /** Null when the visitor left "Select a subject". */
  subject: Subject | null;
  message: string;
}

/** Stores one contact message; rejects with an Error when the backend refuses it. */
export const submitContact = (message: ContactMessage): Promise<void> =>
  insertRow(
    'contact_messages',
    {
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
    },
    'The contact message',
  );
