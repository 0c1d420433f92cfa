import { useCallback, useRef, useState } from 'react';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

/**
 * Runs one submission at a time and tracks its outcome. Failures are logged with
 * `failureLog` so the cause is not lost; the visitor sees the form's own message.
 */
export function useSubmission(failureLog: string) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  // The disabled button arrives one render late; the ref stops a fast second click at once.
  const inFlight = useRef(false);

  const run = useCallback(
    async (send: () => Promise<void>): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setStatus('submitting');
      try {
        await send();
        setStatus('success');
        return true;
      } catch (error) {
        console.error(failureLog, error);
        setStatus('error');
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [failureLog],
  );

  const reset = useCallback(() => setStatus('idle'), []);
  return { status, run, reset };
}
