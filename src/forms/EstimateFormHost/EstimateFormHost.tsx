import { lazy, Suspense, useEffect, useState } from 'react';
import { preloadClient } from '../../backend/client.ts';
import type { EstimatePresentation } from '../EstimateForm/EstimatePanel.tsx';

// The panel (form, Floating UI) loads on first use, so no page ships it up front.
const loadPanel = () => import('../EstimateForm/EstimatePanel.tsx');
const EstimatePanel = lazy(() => loadPanel().then((module) => ({ default: module.EstimatePanel })));

interface EstimateFormHostProps {
  /** The page's choice (page JSON `estimateForm`). */
  presentation: EstimatePresentation;
  /** Receives the function that opens the form anchored to the element that asked for it. */
  onReady: (open: (anchor: HTMLElement) => void) => void;
}

/**
 * The page's one estimate form. Nothing is rendered until a button asks for it; then it opens
 * anchored to that button, and closing it hides it again. Its code is fetched as the host
 * mounts (the page's runtime mounts it once the page is idle), so a first press finds it here.
 */
export function EstimateFormHost({ presentation, onReady }: EstimateFormHostProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    // Offline the panel's chunk is fetched again on the press that needs it.
    loadPanel().catch(() => undefined);
    onReady((next) => {
      preloadClient();
      setAnchor(next);
    });
  }, [onReady]);

  if (!anchor) return null;
  return (
    <Suspense fallback={null}>
      <EstimatePanel presentation={presentation} anchor={anchor} onClose={() => setAnchor(null)} />
    </Suspense>
  );
}
