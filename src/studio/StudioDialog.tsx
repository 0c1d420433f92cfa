/**
 * The studio's questions: a native modal <dialog>, shown while `open`, so focus moves into it and
 * the rest of the studio is inert; its heading and text name and describe it. Escape calls
 * `onEscape` rather than closing it, so only the owner's choice ends the question.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  heading: string;
  text: string;
  onEscape: () => void;
  /** Focus the heading rather than the first control, for a question that starts with a form. */
  focusHeading?: boolean;
  className?: string;
  /** The choices. */
  children: ReactNode;
}

export function StudioDialog(props: Props) {
  const { open, heading, text, onEscape, focusHeading = false, className, children } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      if (focusHeading) headingRef.current?.focus();
    }
    if (!open && element.open) element.close();
    return () => element.close();
  }, [open, focusHeading]);
  return (
    <dialog
      ref={dialog}
      className={className ? `studio-dialog ${className}` : 'studio-dialog'}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
    >
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={focusHeading ? -1 : undefined}>
        {heading}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      {children}
    </dialog>
  );
}
