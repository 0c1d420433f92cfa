import styled from 'styled-components';
import type { SubmissionStatus } from './useSubmission.ts';

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
 * The outcome of a submission. Both live regions are always present, so screen readers
 * notice the message that appears in them.
 */
export function FormStatus({ status, success, error }: FormStatusProps) {
  return (
    <>
      <div role="status">
        {status === 'success' && <Message $tone="success">{success}</Message>}
      </div>
      <div role="alert">{status === 'error' && <Message $tone="danger">{error}</Message>}</div>
    </>
  );
}
