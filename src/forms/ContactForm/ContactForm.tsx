import { useId, type FormEvent } from 'react';
import { island } from '../../islands/island.tsx';
import styled from 'styled-components';
import { submitContact, type ContactMessage } from '../../backend/contact.ts';
import { FIELD_LIMITS, SUBJECT_OPTIONS, type Subject } from '../../backend/options.ts';
import { SelectField, TextAreaField } from '../../ui/Form/Field.tsx';
import { fieldText } from '../../ui/Form/formData.ts';
import { FormStack, SubmitButton } from '../../ui/Form/FormLayout.tsx';
import { FormStatus } from '../../ui/Form/FormStatus.tsx';
import { Honeypot } from '../../ui/Form/Honeypot.tsx';
import { useSubmission } from '../../ui/Form/useSubmission.ts';
import { NameAndEmailFields } from '../NameAndEmailFields.tsx';

/** How long the thank-you banner stays. */
export const CONTACT_SUCCESS_MS = 5000;

export const CONTACT_MESSAGES = {
  success: 'Thank you for your message! We will get back to you soon.',
  error: 'Failed to send message. Please try again or contact us directly.',
};

const [noSubject, ...subjects] = SUBJECT_OPTIONS;

const Card = styled.div`
  padding: clamp(1.25rem, 4vw, 2rem);
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h3 {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.color.navy};
    font-size: 1.4rem;
  }
`;

const readMessage = (data: FormData): ContactMessage => ({
  name: fieldText(data, 'name'),
  email: fieldText(data, 'email'),
  subject: (fieldText(data, 'subject') || null) as Subject | null,
  message: fieldText(data, 'message'),
  pagePath: window.location.pathname,
});

interface ContactFormProps {
  /** Where messages go: the backend, unless a story supplies a stand-in. */
  send?: (message: ContactMessage) => Promise<void>;
}

/** The contact form. Its markup is pre-rendered; sending it needs JavaScript. */
export function ContactForm({ send = submitContact }: ContactFormProps) {
  const headingId = useId();
  const { status, submit } = useSubmission({
    failureLog: 'The contact message could not be sent.',
    read: readMessage,
    send,
    successMs: CONTACT_SUCCESS_MS,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (await submit(event)) form.reset();
  };

  return (
    <Card>
      <h3 id={headingId}>Send Us a Message</h3>
      {/* method="post": without JavaScript, never put what was typed into the address. */}
      <FormStack method="post" onSubmit={handleSubmit} aria-labelledby={headingId}>
        <NameAndEmailFields />
        <SelectField
          label="Subject"
          name="subject"
          hint="Optional"
          placeholder={noSubject.label}
          placeholderSelectable
          options={subjects}
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={5}
          required
          maxLength={FIELD_LIMITS.message}
        />
        <Honeypot />
        {/* Beside the button the visitor just pressed, so the outcome is in view on a phone too. */}
        <FormStatus status={status} {...CONTACT_MESSAGES} />
        <SubmitButton disabled={status === 'submitting'}>
          {status === 'submitting' ? 'Sending...' : 'Send Message'}
        </SubmitButton>
      </FormStack>
    </Card>
  );
}

/** Pre-rendered whole; it comes alive when the visitor first presses, focuses or hovers it. */
export const ContactFormIsland = island('ContactForm', ContactForm, 'idle');
