import { createContext, useContext } from 'react';
import { ESTIMATE_FORM_ID } from '../shared/frameIds.ts';

/** How a page shows its estimate form (page JSON `estimateForm`). */
export type EstimatePresentation = 'popover' | 'dialog';

// The frame states the page's form; outside a page (a section's story) there is none to open.
const EstimateContext = createContext<EstimatePresentation | undefined>(undefined);

export const EstimateProvider = EstimateContext.Provider;

/**
 * What makes a button open the page's estimate form with no script: `popovertarget` for the
 * home page's popover, an invoker command for the dialog. The controls (client/controls/
 * estimate.ts) add the anchoring.
 */
export function useEstimateInvoker() {
  const presentation = useContext(EstimateContext);
  if (presentation === 'popover') return { popoverTarget: ESTIMATE_FORM_ID };
  if (presentation === 'dialog')
    return { commandfor: ESTIMATE_FORM_ID, command: 'show-modal' as const };
  return {};
}
