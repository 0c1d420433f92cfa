import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { EstimateProvider } from '../EstimateContext.tsx';
import type { EstimatePresentation } from '../EstimateForm/EstimatePanel.tsx';
import { EstimateFormHost } from './EstimateFormHost.tsx';

interface EstimateFormScopeProps {
  presentation: EstimatePresentation;
  children: ReactNode;
}

/**
 * The estimate form for a tree that React renders whole, as a story or a test does: its estimate
 * buttons open the form through context. A pre-rendered page instead mounts the host on the
 * first press (client/estimateHost.tsx).
 */
export function EstimateFormScope({ presentation, children }: EstimateFormScopeProps) {
  const openForm = useRef<(anchor: HTMLElement) => void>(undefined);
  const onReady = useCallback((open: (anchor: HTMLElement) => void) => {
    openForm.current = open;
  }, []);
  const value = useMemo(() => ({ open: (anchor: HTMLElement) => openForm.current?.(anchor) }), []);
  return (
    <EstimateProvider value={value}>
      {children}
      <EstimateFormHost presentation={presentation} onReady={onReady} />
    </EstimateProvider>
  );
}
