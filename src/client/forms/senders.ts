import { preloadClient } from '../../backend/client.ts';
import { submitContact } from '../../backend/contact.ts';
import { submitEstimate } from '../../backend/estimates.ts';
import { readMessage } from '../../forms/ContactForm/readMessage.ts';
import { readEstimate } from '../../forms/EstimateForm/readEstimate.ts';

interface Sender {
  send: (data: FormData) => Promise<void>;
  /** Logged with the cause when sending fails; the visitor sees the form's own message. */
  failureLog: string;
}

/** What each form (`data-form`) sends, read from its submitted data. */
export const senders: Record<string, Sender> = {
  estimate: {
    send: (data) => submitEstimate(readEstimate(data)),
    failureLog: 'The estimate request could not be sent.',
  },
  contact: {
    send: (data) => submitContact(readMessage(data)),
    failureLog: 'The contact message could not be sent.',
  },
};

/** The visitor started on a form: the backend's client loads now, so Submit seldom waits. */
export const prepare = (): void => preloadClient();
