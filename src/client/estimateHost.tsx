import { createRoot } from 'react-dom/client';
import { IslandProviders } from '../app/IslandProviders.tsx';
import { EstimateFormHost } from '../forms/EstimateFormHost/EstimateFormHost.tsx';
import type { EstimatePresentation } from '../forms/EstimateForm/EstimatePanel.tsx';
import type { EstimateForm } from '../forms/EstimateContext.tsx';

/**
 * Adds the page's estimate form host at the end of <body> and resolves with its opener. The
 * page states how the form shows (`data-estimate-form` on <main>: popover or dialog).
 */
export function mountEstimateHost(
  estimateForm: EstimateForm,
): Promise<(anchor: HTMLElement) => void> {
  const main = document.querySelector<HTMLElement>('main[data-estimate-form]');
  const presentation = (main?.dataset.estimateForm ?? 'dialog') as EstimatePresentation;
  const container = document.createElement('div');
  container.dataset.estimateHost = '';
  document.body.append(container);
  return new Promise((resolve) => {
    createRoot(container).render(
      <IslandProviders estimate={estimateForm}>
        <EstimateFormHost presentation={presentation} onReady={resolve} />
      </IslandProviders>,
    );
  });
}
