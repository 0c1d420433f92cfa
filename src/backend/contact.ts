import { insertRow } from './insertRow.ts';
import type { Subject } from './options.ts';

export interface ContactMessage {
  name: string;
  email: string;
  /** Null when the visitor left "Select a subject". */
  subject: Subject | null;
  message: string;
  /** The path of the page the message was sent from. */
  pagePath?: string;
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
      page_path: message.pagePath ?? null,
    },
    'The contact message',
  );
