import type { ReactNode } from 'react';
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
import type { SubmissionStatus } from '../../ui/Form/status.ts';
import { FORM_ATTRIBUTE } from '../../ui/controlAttributes.ts';
import { NameAndEmailFields } from '../NameAndEmailFields.tsx';

/** How long the thank-you message shows before the form resets and closes. */
export const ESTIMATE_SUCCESS_MS = 2000;

export const ESTIMATE_MESSAGES = {
  success: 'Thank you! Your estimate request has been submitted successfully.',
  error: 'Failed to submit estimate request. Please try again.',
};

export const SUBMIT_LABEL = { idle: 'Submit Request', submitting: 'Submitting...' };

interface EstimateFormProps {
  /** Shown above the fields, scrolling with them. */
  intro?: ReactNode;
  /** The state it is drawn in (a story); on a page the controls move it. */
  status?: SubmissionStatus;
}

/**
 * The estimate request, as plain HTML: the browser checks the required fields, and the page's
 * controls (client/controls/forms.ts) send it and show the outcome. Its fields scroll between
 * the panel's title and a footer that keeps the outcome and Submit in view; related fields pair
 * up where the panel is wide enough, so the form reads as four short rows.
 */
export function EstimateForm({ intro, status = 'idle' }: EstimateFormProps) {
  const busy = status === 'submitting' || status === 'success';
  return (
    <PanelForm
      aria-label="Estimate request"
      // Without script nothing is sent, and nothing typed goes into an address.
      method="dialog"
      {...{
        [FORM_ATTRIBUTE.kind]: 'estimate',
        [FORM_ATTRIBUTE.successMs]: ESTIMATE_SUCCESS_MS,
        [FORM_ATTRIBUTE.status]: status,
      }}
    >
      <PanelFormBody>
        {intro}
        <FieldPair>
          <NameAndEmailFields autoFocusName />
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
        <SubmitButton disabled={busy} {...{ [FORM_ATTRIBUTE.busyLabel]: SUBMIT_LABEL.submitting }}>
          {status === 'submitting' ? SUBMIT_LABEL.submitting : SUBMIT_LABEL.idle}
        </SubmitButton>
      </PanelFormFooter>
    </PanelForm>
  );
}
