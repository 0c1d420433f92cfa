import { useId, useRef } from 'react';
import styled from 'styled-components';
import { CloseButton } from '../../ui/CloseButton.tsx';
import { ModalDialog } from '../../ui/Dialog/ModalDialog.tsx';
import { AnchoredPopover } from '../../ui/Popover/AnchoredPopover.tsx';
import { EstimateForm } from './EstimateForm.tsx';

export type EstimatePresentation = 'popover' | 'dialog';

export const ESTIMATE_TITLE = 'Request Your Free Estimate';
export const ESTIMATE_INTRO =
  'Complete the form below to receive a personalized estimate for your project.';

/** Stays in view while the form scrolls under it, so Close is always at hand. */
const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
  padding-top: 1.25rem;
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0.35rem 0 0.5rem;
    font-size: 1.45rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Intro = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.color.muted};
`;

interface EstimatePanelProps {
  presentation: EstimatePresentation;
  /** The button that opened the form. */
  anchor: HTMLElement;
  onClose: () => void;
}

/** The estimate form with its title, intro and close button, as a popover or a dialog. */
export function EstimatePanel({ presentation, anchor, onClose }: EstimatePanelProps) {
  const titleId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const Overlay = presentation === 'popover' ? AnchoredPopover : ModalDialog;
  return (
    <Overlay
      anchor={anchor}
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={firstField}
      testId={`estimate-${presentation}`}
    >
      <Header>
        <h2 id={titleId}>{ESTIMATE_TITLE}</h2>
        <CloseButton label="Close" onClick={onClose} />
      </Header>
      <Intro>{ESTIMATE_INTRO}</Intro>
      <EstimateForm onDone={onClose} firstFieldRef={firstField} />
    </Overlay>
  );
}
