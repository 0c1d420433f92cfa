import { isSpam } from '../../ui/Form/spam.ts';
import { FORM_ATTRIBUTE } from '../../ui/controlAttributes.ts';
import type { SubmissionStatus } from '../../ui/Form/status.ts';

type Senders = typeof import('../forms/senders.ts');

/** The senders and the backend's client load when the visitor first needs them, not before. */
const loadSenders = (): Promise<Senders> => import('../forms/senders.ts');

/** A form that closes as its thanks ends (the estimate form) takes nothing more meanwhile. */
const closesAfterThanks = (form: HTMLFormElement) =>
  form.getAttribute(FORM_ATTRIBUTE.clearAt) !== 'success';

const formOf = (target: EventTarget | null) =>
  target instanceof Element
    ? target.closest<HTMLFormElement>(`form[${FORM_ATTRIBUTE.kind}]`)
    : null;

/** Draws the form in `status`: its outcome message, and its submit button's label and state. */
function show(form: HTMLFormElement, status: SubmissionStatus): void {
  form.setAttribute(FORM_ATTRIBUTE.status, status);
  for (const message of form.querySelectorAll<HTMLElement>(`[${FORM_ATTRIBUTE.outcome}]`))
    message.hidden = message.getAttribute(FORM_ATTRIBUTE.outcome) !== status;
  const button = form.querySelector<HTMLButtonElement>(`button[${FORM_ATTRIBUTE.busyLabel}]`);
  if (!button) return;
  button.dataset.idleLabel ??= button.textContent ?? '';
  button.textContent =
    status === 'submitting'
      ? button.getAttribute(FORM_ATTRIBUTE.busyLabel)
      : button.dataset.idleLabel;
  button.disabled = status === 'submitting' || (status === 'success' && closesAfterThanks(form));
}

/** Closes the popover or dialog the form is in; the platform gives focus back to its opener. */
function closeAround(form: HTMLFormElement): void {
  const dialog = form.closest('dialog');
  if (dialog?.open) dialog.close();
  const popover = form.closest<HTMLElement>('[popover]');
  if (popover?.matches(':popover-open')) popover.hidePopover();
}

/**
 * Sends the page's forms (the estimate form, the contact form), which need no React: the
 * browser has checked the required fields; this sends one request at a time, answers spam as it
 * answers people (so bots learn nothing), shows the outcome, and after a success shows the
 * thanks for the form's `data-success-ms` and clears the form (at once, or as the thanks ends
 * and the form closes). A failure keeps everything typed.
 */
export function forms(root: Document): void {
  const sending = new WeakSet<HTMLFormElement>();
  const prepare = () =>
    loadSenders().then(
      (module) => module.prepare(),
      () => undefined,
    );
  root.addEventListener('focusin', (event) => {
    // After the next frame: opening the estimate form focuses its first field, and the backend's
    // client compiling meanwhile would hold back the frame that shows the form.
    if (formOf(event.target)) requestAnimationFrame(() => setTimeout(prepare));
  });
  root.addEventListener('submit', (event) => {
    const form = formOf(event.target);
    if (!form) return;
    event.preventDefault();
    // While the thanks shows the form is about to close: Enter in a field sends nothing.
    const closing =
      closesAfterThanks(form) && form.getAttribute(FORM_ATTRIBUTE.status) === 'success';
    if (sending.has(form) || closing) return;
    void submit(form);
  });

  async function submit(form: HTMLFormElement): Promise<void> {
    sending.add(form);
    const data = new FormData(form);
    const kind = form.getAttribute(FORM_ATTRIBUTE.kind) ?? '';
    show(form, 'submitting');
    let failureLog = `The ${kind} form could not be sent.`;
    try {
      if (!isSpam(data)) {
        const sender = (await loadSenders()).senders[kind];
        if (!sender) throw new Error(`No sender for the ${kind} form.`);
        failureLog = sender.failureLog;
        await sender.send(data);
      }
    } catch (error) {
      console.error(failureLog, error);
      show(form, 'error');
      return;
    } finally {
      sending.delete(form);
    }
    const closes = closesAfterThanks(form);
    if (!closes) form.reset();
    show(form, 'success');
    const successMs = Number(form.getAttribute(FORM_ATTRIBUTE.successMs) ?? 0);
    setTimeout(() => {
      if (form.getAttribute(FORM_ATTRIBUTE.status) !== 'success') return; // sent again meanwhile
      show(form, 'idle');
      if (!closes) return;
      form.reset();
      closeAround(form);
    }, successMs);
  }
}
