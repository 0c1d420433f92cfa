import type { EstimateForm } from '../forms/EstimateContext.tsx';

let host: Promise<(anchor: HTMLElement) => void> | undefined;

/**
 * Opens the page's estimate form anchored to `anchor`. The form and its host load on the first
 * press (a few hundred milliseconds once); later presses open it at once.
 */
export function openEstimate(anchor: HTMLElement): void {
  host ??= import('./estimateHost.tsx').then((module) => module.mountEstimateHost(estimateForm));
  host.then(
    (open) => open(anchor),
    (error: unknown) => {
      // Offline, or the page is being left: the next press loads it again.
      host = undefined;
      console.info('The estimate form could not load.', error);
    },
  );
}

/** The opener as islands read it from their providers. */
export const estimateForm: EstimateForm = { open: openEstimate };
