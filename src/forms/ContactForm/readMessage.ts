import type { ContactMessage } from '../../backend/contact.ts';
import type { Subject } from '../../backend/options.ts';
import { fieldText } from '../../ui/Form/formData.ts';

/** The message in a submitted contact form; no subject is null. */
export const readMessage = (data: FormData): ContactMessage => ({
  name: fieldText(data, 'name'),
  email: fieldText(data, 'email'),
  subject: (fieldText(data, 'subject') || null) as Subject | null,
  message: fieldText(data, 'message'),
  pagePath: window.location.pathname,
});
