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

/** The title and Close never scroll away: only the fields between it and Submit do. */
const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.75rem 0.75rem 0.5rem var(--panel-inline);
  h2 {
    margin: 0;
    /* One line on a phone where it fits; otherwise two even lines, never a lone word. */
    font-size: clamp(1.2rem, 0.95rem + 1.1vw, 1.45rem);
    text-wrap: balance;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Intro = styled.p`
  margin: 0 0 0.25rem;
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
      <EstimateForm
        onDone={onClose}
        firstFieldRef={firstField}
        intro={<Intro>{ESTIMATE_INTRO}</Intro>}
      />
    </Overlay>
  );
}
