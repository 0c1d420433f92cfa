import { useCallback, useRef, type FormEvent, type ReactNode, type Ref } from 'react';
import { submitEstimate, type EstimateRequest } from '../../backend/estimates.ts';
import { CONTACT_TIME_OPTIONS, FIELD_LIMITS, SERVICE_OPTIONS } from '../../backend/options.ts';
import { SelectField, TextAreaField, TextField } from '../../ui/Form/Field.tsx';
import {
  FieldPair,
  PanelForm,
  PanelFormBody,
  PanelFormFooter,
  SubmitButton,
} from '../../ui/Form/FormLayout.tsx';
import { FormStatus } from '../../ui/Form/FormStatus.tsx';
import { Honeypot } from '../../ui/Form/Honeypot.tsx';
import { useSubmission } from '../../ui/Form/useSubmission.ts';
import { NameAndEmailFields } from '../NameAndEmailFields.tsx';
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
  /** Shown above the fields, scrolling with them. */
  intro?: ReactNode;
}

/**
 * The estimate request. Its fields scroll between the panel's title and a footer that keeps the
 * outcome and Submit in view; related fields pair up where the panel is wide enough, so the
 * form reads as four short rows.
 */
export function EstimateForm({
  onDone,
  firstFieldRef,
  send = submitEstimate,
  intro,
}: EstimateFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const finish = useCallback(() => {
    formRef.current?.reset();
    onDone?.();
  }, [onDone]);
  const { status, submit } = useSubmission({
    failureLog: 'The estimate request could not be sent.',
    read: readEstimate,
    send,
    successMs: ESTIMATE_SUCCESS_MS,
    onSuccessEnd: finish,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // While the thank-you shows, the form is about to close: Enter in a field sends nothing.
    if (status === 'success') event.preventDefault();
    else void submit(event);
  };

  const busy = status === 'submitting' || status === 'success';
  return (
    <PanelForm ref={formRef} onSubmit={handleSubmit} aria-label="Estimate request">
      <PanelFormBody>
        {intro}
        <FieldPair>
          <NameAndEmailFields nameRef={firstFieldRef} />
        </FieldPair>
        <FieldPair>
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
        </FieldPair>
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
          rows={3}
          maxLength={FIELD_LIMITS.details}
        />
        <Honeypot />
      </PanelFormBody>
      <PanelFormFooter>
        <FormStatus status={status} {...ESTIMATE_MESSAGES} />
        <SubmitButton disabled={busy}>
          {status === 'submitting' ? 'Submitting...' : 'Submit Request'}
        </SubmitButton>
      </PanelFormFooter>
    </PanelForm>
  );
}
