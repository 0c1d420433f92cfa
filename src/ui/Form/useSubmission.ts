import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isSpam } from './Honeypot.tsx';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

interface SubmissionOptions<Value> {
  /** Logged with the cause when sending fails; the visitor sees the form's own message. */
  failureLog: string;
  /** What to send, read from the submitted form's data. */
  read: (data: FormData) => Value;
  send: (value: Value) => Promise<void>;
  /** How long the success state lasts before the form returns to idle. */
  successMs: number;
  /** Runs as the success state ends, e.g. to reset and close the form. Keep it stable. */
  onSuccessEnd?: () => void;
}

/**
 * A form's submission: one at a time, spam answered like people (so bots learn nothing), the
 * outcome tracked, and the success state ended after `successMs`.
 */
export function useSubmission<Value>({
  failureLog,
  read,
  send,
  successMs,
  onSuccessEnd,
}: SubmissionOptions<Value>) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  // The disabled button arrives one render late; the ref stops a fast second click at once.
  const inFlight = useRef(false);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => {
      onSuccessEnd?.();
      setStatus('idle');
    }, successMs);
    return () => clearTimeout(timer);
  }, [status, successMs, onSuccessEnd]);

  /** Handles the form's submit event; resolves to whether it was sent. */
  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>): Promise<boolean> => {
      event.preventDefault();
      if (inFlight.current) return false;
      const data = new FormData(event.currentTarget);
      inFlight.current = true;
      setStatus('submitting');
      try {
        if (!isSpam(data)) await send(read(data));
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
    [failureLog, read, send],
  );

  return { status, submit };
}
