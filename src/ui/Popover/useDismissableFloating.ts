import {
  useDismiss,
  useFloating,
  useInteractions,
  type UseFloatingOptions,
} from '@floating-ui/react';
import { useState } from 'react';

/**
 * An always-open floating element tied to the element that opened it, closed by Escape or a
 * press outside: the part the estimate popover and dialog share.
 */
export function useDismissableFloating(
  anchor: HTMLElement,
  onClose: () => void,
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
  return { ...result, setFloating, getFloatingProps };
}
