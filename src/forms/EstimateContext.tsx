import { createContext, useContext } from 'react';

export interface EstimateForm {
  /** Opens the estimate form anchored to the element that asked for it. */
  open: (trigger: HTMLElement) => void;
}

// Pages supply the form (forms/EstimateFormHost); outside one, e.g. in a story, buttons do nothing.
const EstimateContext = createContext<EstimateForm>({ open: () => undefined });

export const EstimateProvider = EstimateContext.Provider;
export const useEstimateForm = () => useContext(EstimateContext);
