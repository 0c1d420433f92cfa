import { useEffect, useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { submitContact, type ContactMessage } from '../../backend/contact.ts';
import { FIELD_LIMITS, SUBJECT_OPTIONS, type Subject } from '../../backend/options.ts';
import { SelectField, TextAreaField, TextField } from '../../ui/Form/Field.tsx';
import { fieldText } from '../../ui/Form/formData.ts';
import { FormStack, SubmitButton } from '../../ui/Form/FormLayout.tsx';
import { FormStatus } from '../../ui/Form/FormStatus.tsx';
import { Honeypot, isSpam } from '../../ui/Form/Honeypot.tsx';
import { useSubmission } from '../../ui/Form/useSubmission.ts';

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
});

interface ContactFormProps {
  /** Where messages go: the backend, unless a story supplies a stand-in. */
  send?: (message: ContactMessage) => Promise<void>;
}

/** The contact form. Its markup is pre-rendered; sending it needs JavaScript. */
export function ContactForm({ send = submitContact }: ContactFormProps) {
  const headingId = useId();
  const { status, run, reset } = useSubmission('The contact message could not be sent.');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(reset, CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // Spam gets the same thank-you as people, so bots learn nothing from the answer.
    const sent = await run(() => (isSpam(data) ? Promise.resolve() : send(readMessage(data))));
    if (sent) form.reset();
  };

  return (
    <Card>
      <h3 id={headingId}>Send Us a Message</h3>
      {/* method="post": without JavaScript, never put what was typed into the address. */}
      <FormStack method="post" onSubmit={handleSubmit} aria-labelledby={headingId}>
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          maxLength={FIELD_LIMITS.name}
        />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={FIELD_LIMITS.email}
        />
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
