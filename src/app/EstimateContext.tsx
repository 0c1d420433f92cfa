import { createContext, useContext } from 'react';

export interface EstimateForm {
  /** Opens the estimate form anchored to the element that asked for it. */
  open: (trigger: HTMLElement) => void;
}

// The estimate form itself arrives with the backend; until a provider supplies it, buttons keep their final markup.
const EstimateContext = createContext<EstimateForm>({ open: () => undefined });

export const EstimateProvider = EstimateContext.Provider;
export const useEstimateForm = () => useContext(EstimateContext);
