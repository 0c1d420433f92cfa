import type { EstimateForm } from '../forms/EstimateContext.tsx';

let host: Promise<(anchor: HTMLElement) => void> | undefined;

/**
 * Loads the page's estimate form and mounts it, closed, so that a press opens it at once. The
 * runtime does it once the page is idle; a press before then does it too.
 */
export function prepareEstimate(): Promise<(anchor: HTMLElement) => void> {
  host ??= import('./estimateHost.tsx')
    .then((module) => module.mountEstimateHost(estimateForm))
    .catch((error: unknown) => {
      // Offline, or the page is being left: the next press loads it again.
      host = undefined;
      throw error;
    });
  return host;
}

/** Opens the page's estimate form anchored to `anchor`. */
export function openEstimate(anchor: HTMLElement): void {
  prepareEstimate().then(
    (open) => open(anchor),
    (error: unknown) => console.info('The estimate form could not load.', error),
  );
}

/** The opener as islands read it from their providers. */
export const estimateForm: EstimateForm = { open: openEstimate };
