import { useEffect, useRef, type FormEvent, type Ref } from 'react';
import { submitEstimate, type EstimateRequest } from '../../backend/estimates.ts';
import { CONTACT_TIME_OPTIONS, FIELD_LIMITS, SERVICE_OPTIONS } from '../../backend/options.ts';
import { SelectField, TextAreaField, TextField } from '../../ui/Form/Field.tsx';
import { FormStack, SubmitButton } from '../../ui/Form/FormLayout.tsx';
import { FormStatus } from '../../ui/Form/FormStatus.tsx';
import { Honeypot, isSpam } from '../../ui/Form/Honeypot.tsx';
import { useSubmission } from '../../ui/Form/useSubmission.ts';
import { readEstimate } from './readEstimate.ts';

/** How long the thank-you message shows before the form resets and closes. */
export const ESTIMATE_SUCCESS_MS = 2000;

export const ESTIMATE_MESSAGES = {
  success: 'Thank you! Your estimate request has been submitted successfully.',
  error: 'Failed to submit estimate request. Please try again.',
};

interface EstimateFormProps {
  /** Called after a successful submission, once the thank-you message has shown. */
  onDone?: () => void;
  /** Receives the first field, so a popover or dialog can move focus there. */
  firstFieldRef?: Ref<HTMLInputElement>;
  /** Where requests go: the backend, unless a story supplies a stand-in. */
  send?: (request: EstimateRequest) => Promise<void>;
}

export function EstimateForm({ onDone, firstFieldRef, send = submitEstimate }: EstimateFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { status, run, reset } = useSubmission('The estimate request could not be sent.');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => {
      formRef.current?.reset();
      reset();
      onDone?.();
    }, ESTIMATE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status, reset, onDone]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'success') return;
    const data = new FormData(event.currentTarget);
    // Spam gets the same thank-you as people, so bots learn nothing from the answer.
    void run(() => (isSpam(data) ? Promise.resolve() : send(readEstimate(data))));
  };

  const busy = status === 'submitting' || status === 'success';
  return (
    <FormStack ref={formRef} onSubmit={handleSubmit} aria-label="Estimate request">
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        maxLength={FIELD_LIMITS.name}
        inputRef={firstFieldRef}
      />
      <TextField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={FIELD_LIMITS.email}
      />
      <TextField
        label="Phone Number"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        maxLength={FIELD_LIMITS.phone}
      />
      <SelectField
        label="Service Required"
        name="service"
        placeholder="Select a service"
        options={SERVICE_OPTIONS}
        required
      />
      <SelectField
        label="Preferred Contact Time"
        name="contact_time"
        placeholder="Select a time"
        options={CONTACT_TIME_OPTIONS}
        required
      />
      <TextAreaField
        label="Project Details"
        name="details"
        hint="Optional"
        maxLength={FIELD_LIMITS.details}
      />
      <Honeypot />
      <FormStatus status={status} {...ESTIMATE_MESSAGES} />
      <SubmitButton disabled={busy}>
        {status === 'submitting' ? 'Submitting...' : 'Submit Request'}
      </SubmitButton>
    </FormStack>
  );
}
