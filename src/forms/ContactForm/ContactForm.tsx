import { useId } from 'react';
import styled from 'styled-components';
import { FIELD_LIMITS, SUBJECT_OPTIONS } from '../../backend/options.ts';
import { FORM_ATTRIBUTE } from '../../ui/controlAttributes.ts';
import { SelectField, TextAreaField } from '../../ui/Form/Field.tsx';
import { FormStack, SubmitButton } from '../../ui/Form/FormLayout.tsx';
import { FormStatus } from '../../ui/Form/FormStatus.tsx';
import { Honeypot } from '../../ui/Form/Honeypot.tsx';
import type { SubmissionStatus } from '../../ui/Form/status.ts';
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

interface ContactFormProps {
  /** The state it is drawn in (a story); on a page the controls move it. */
  status?: SubmissionStatus;
}

export const SEND_LABEL = { idle: 'Send Message', submitting: 'Sending...' };

/**
 * The contact form, as plain HTML: the browser checks the required fields, and the page's
 * controls (client/controls/forms.ts) send it, clear it and show the thanks for 5 s.
 */
export function ContactForm({ status = 'idle' }: ContactFormProps) {
  const headingId = useId();
  return (
    <Card>
      <h3 id={headingId}>Send Us a Message</h3>
      {/* method="post": without JavaScript, never put what was typed into the address. */}
      <FormStack
        method="post"
        aria-labelledby={headingId}
        {...{
          [FORM_ATTRIBUTE.kind]: 'contact',
          [FORM_ATTRIBUTE.successMs]: CONTACT_SUCCESS_MS,
          [FORM_ATTRIBUTE.status]: status,
          [FORM_ATTRIBUTE.clearAt]: 'success',
        }}
      >
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
        <SubmitButton
          disabled={status === 'submitting'}
          {...{ [FORM_ATTRIBUTE.busyLabel]: SEND_LABEL.submitting }}
        >
          {status === 'submitting' ? SEND_LABEL.submitting : SEND_LABEL.idle}
        </SubmitButton>
      </FormStack>
    </Card>
  );
}
