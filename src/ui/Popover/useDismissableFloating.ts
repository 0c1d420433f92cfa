import {
  useDismiss,
  useFloating,
  useInteractions,
  type UseFloatingOptions,
} from '@floating-ui/react';
import { useState, type MutableRefObject, type ReactNode } from 'react';

/** What the estimate popover and the estimate dialog are given. */
export interface OverlayProps {
  /** The element that opened it: a popover sits beside it, focus returns to it on close. */
  anchor: HTMLElement;
  /** Id of the visible title that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  /** The element to focus on open, usually the first field. */
  initialFocus?: MutableRefObject<HTMLElement | null>;
  testId?: string;
  children: ReactNode;
}

/**
 * An always-open modal floating element tied to the element that opened it, closed by Escape
 * or a press outside: the part the estimate popover and dialog share. `panelProps` go on the
 * element that is the dialog.
 */
export function useDismissableFloating(
  { anchor, onClose, labelledBy, testId }: Omit<OverlayProps, 'children' | 'initialFocus'>,
  options: Omit<UseFloatingOptions, 'open' | 'onOpenChange' | 'elements'> = {},
) {
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const result = useFloating({
    ...options,
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: anchor, floating },
  });
  const { getFloatingProps } = useInteractions([useDismiss(result.context)]);
  const panelProps = {
    ref: setFloating,
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': labelledBy,
    'data-testid': testId,
    ...getFloatingProps(),
  } as const;
  return { ...result, panelProps };
}
