import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { EstimateProvider } from '../EstimateContext.tsx';
import { preloadClient } from '../../backend/client.ts';
import type { EstimatePresentation } from '../EstimateForm/EstimatePanel.tsx';

// The panel (form, Floating UI) loads on first use, so no page ships it up front.
const EstimatePanel = lazy(() =>
  import('../EstimateForm/EstimatePanel.tsx').then((module) => ({ default: module.EstimatePanel })),
);

interface Opened {
  anchor: HTMLElement;
  /** The page it was opened on: navigating away (e.g. Back) closes it. */
  pathname: string;
}

interface EstimateFormHostProps {
  /** The page's choice (page JSON `estimateForm`). */
  presentation: EstimatePresentation;
  children: ReactNode;
}

/**
 * Lets every estimate button below it open the estimate form. Nothing is rendered (or even
 * loaded) until a button is pressed, so pre-rendered pages carry no markup or code for it.
 */
export function EstimateFormHost({ presentation, children }: EstimateFormHostProps) {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState<Opened | null>(null);

  const open = useCallback(
    (anchor: HTMLElement) => {
      preloadClient();
      setOpened({ anchor, pathname });
    },
    [pathname],
  );
  const close = useCallback(() => setOpened(null), []);
  const value = useMemo(() => ({ open }), [open]);

  return (
    <EstimateProvider value={value}>
      {children}
      {opened?.pathname === pathname && (
        <Suspense fallback={null}>
          <EstimatePanel presentation={presentation} anchor={opened.anchor} onClose={close} />
        </Suspense>
      )}
    </EstimateProvider>
  );
}
