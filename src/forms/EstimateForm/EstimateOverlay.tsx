import styled from 'styled-components';
import { useSite } from '../../data/SiteContext.tsx';
import { CloseButton } from '../../ui/CloseButton.tsx';
import { CONTROL } from '../../ui/controlAttributes.ts';
import { DIMMED, surface } from '../../ui/Overlay/surface.ts';
import { ESTIMATE_FORM_ID, ESTIMATE_TITLE_ID } from '../../shared/frameIds.ts';
import type { EstimatePresentation } from '../EstimateContext.tsx';
import { EstimateForm } from './EstimateForm.tsx';
import { AnchorFallbacks, anchoredPanel } from './popoverAnchoring.ts';
import { VIEWPORT_MARGIN } from './popoverGeometry.ts';
import type { SubmissionStatus } from '../../ui/Form/status.ts';

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

/**
 * The popover is the whole viewport under a dim, with the panel inside it: a press beside the
 * panel lands on the popover (the controls close it), never on a link of the page underneath,
 * which a `::backdrop` would let through.
 */
const PopoverOverlay = styled.div`
  &[popover] {
    inset: 0;
    width: auto;
    height: auto;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: 0;
    border: 0;
    overflow: hidden;
    background: ${DIMMED};
  }
`;

/**
 * Centred until the controls anchor it to its button: in CSS where the browser can
 * (`data-anchored`, popoverAnchoring.ts), else by Floating UI (`data-placement`): below the
 * button if it fits, else above, right or left, 16 px inside the viewport.
 */
const PopoverPanel = styled.div`
  ${surface}
  display: flex;
  position: fixed;
  inset: 0;
  margin: auto;
  height: fit-content;
  width: 400px;
  max-width: min(90%, calc(100% - ${2 * VIEWPORT_MARGIN}px));
  max-height: 80vh;
  &[data-placement] {
    inset: auto;
    margin: 0;
  }
  ${anchoredPanel}
`;

const Dialog = styled.dialog`
  ${surface}
  width: min(560px, calc(100% - 32px));
  max-width: none;
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
  &[open] {
    display: flex;
  }
  &::backdrop {
    background: ${DIMMED};
  }
  :root:has(&[open]) {
    overflow: hidden;
  }
`;

const NoScript = styled.p`
  margin: 0;
  font-weight: 600;
`;

interface EstimateOverlayProps {
  presentation: EstimatePresentation;
  /** The state the form is drawn in (a story). */
  status?: SubmissionStatus;
}

/**
 * The page's estimate form, in the page from the start and closed: the home page's popover or
 * the other pages' modal dialog. The platform opens it (`popovertarget`, `command`), focuses its
 * first field and closes it on Escape; the controls anchor the popover and send the form.
 */
export function EstimateOverlay({ presentation, status }: EstimateOverlayProps) {
  const { site } = useSite();
  const closes =
    presentation === 'popover'
      ? { popoverTarget: ESTIMATE_FORM_ID, popoverTargetAction: 'hide' as const }
      : { commandfor: ESTIMATE_FORM_ID, command: 'close' as const };
  const content = (
    <>
      <Header>
        <h2 id={ESTIMATE_TITLE_ID}>{ESTIMATE_TITLE}</h2>
        <CloseButton label="Close" {...closes} />
      </Header>
      <EstimateForm
        status={status}
        intro={
          <>
            <Intro>{ESTIMATE_INTRO}</Intro>
            <noscript>
              <NoScript>
                Sending this form needs JavaScript. Please call {site.contact.phoneDisplay}.
              </NoScript>
            </noscript>
          </>
        }
      />
    </>
  );
  if (presentation === 'dialog')
    return (
      <Dialog
        id={ESTIMATE_FORM_ID}
        aria-labelledby={ESTIMATE_TITLE_ID}
        closedby="any"
        data-testid="estimate-dialog"
        {...{ [CONTROL.estimateOverlay]: '' }}
      >
        {content}
      </Dialog>
    );
  return (
    <PopoverOverlay id={ESTIMATE_FORM_ID} popover="auto" {...{ [CONTROL.estimateOverlay]: '' }}>
      <AnchorFallbacks />
      <PopoverPanel
        role="dialog"
        aria-labelledby={ESTIMATE_TITLE_ID}
        data-testid="estimate-popover"
      >
        {content}
      </PopoverPanel>
    </PopoverOverlay>
  );
}
