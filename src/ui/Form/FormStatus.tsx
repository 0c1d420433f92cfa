import styled from 'styled-components';
import type { SubmissionStatus } from './status.ts';
import { FORM_ATTRIBUTE } from '../controlAttributes.ts';

const Message = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: 6px;
  border-left: 4px solid currentColor;
  font-weight: 600;
  color: ${({ $tone, theme }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  background: ${({ $tone, theme }) =>
    $tone === 'success' ? theme.color.successTint : theme.color.dangerTint};
`;

interface FormStatusProps {
  status: SubmissionStatus;
  success: string;
  error: string;
}

/**
 * The outcome of a submission. Both live regions and their messages are always in the page, so
 * screen readers notice the message that shows in them, and a form driven without React
 * (client/controls/forms.ts) shows one by unhiding it.
 */
export function FormStatus({ status, success, error }: FormStatusProps) {
  return (
    <>
      <div role="status">
        <Message
          $tone="success"
          hidden={status !== 'success'}
          {...{ [FORM_ATTRIBUTE.outcome]: 'success' }}
        >
          {success}
        </Message>
      </div>
      <div role="alert">
        <Message
          $tone="danger"
          hidden={status !== 'error'}
          {...{ [FORM_ATTRIBUTE.outcome]: 'error' }}
        >
          {error}
        </Message>
      </div>
    </>
  );
}
