import styled, { css } from 'styled-components';
import { Button } from '../Button.tsx';

/**
 * A live region with nothing to show leaves the flow (so it adds no gap) but stays rendered:
 * screen readers only announce changes to regions that already exist.
 */
const emptyLiveRegionsLeaveFlow = css`
  & > [role='status']:not(:has(> :not([hidden]))),
  & > [role='alert']:not(:has(> :not([hidden]))) {
    position: absolute;
  }
`;

/** Fields stacked with even spacing. */
export const FormStack = styled.form`
  position: relative;
  display: grid;
  gap: 1rem;
  ${emptyLiveRegionsLeaveFlow}
`;

/**
 * A form that fills the height it is given (a popover or dialog) as a scrolling body of fields
 * above a footer that never scrolls away, so the outcome and the submit button stay in view.
 */
export const PanelForm = styled.form`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;

export const PanelFormBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Room for focus rings, which the scroll box would otherwise clip. */
  padding: 0.25rem var(--panel-inline, 1.5rem) 1rem;
  container-type: inline-size;
  display: grid;
  align-content: start;
  gap: 0.9rem;
`;

export const PanelFormFooter = styled.div`
  position: relative;
  flex: none;
  display: grid;
  gap: 0.75rem;
  padding: 0.9rem var(--panel-inline, 1.5rem) 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  ${emptyLiveRegionsLeaveFlow}
`;

/** Two fields side by side where the form is wide enough for both labels, stacked otherwise. */
export const FieldPair = styled.div`
  display: grid;
  gap: 0.9rem 1rem;
  align-items: start;
  /* A text box and a select side by side line up at the top and the bottom. */
  input,
  select {
    block-size: 3rem;
  }
  @container (min-width: 21rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    /* A half-width select keeps its placeholder whole: less room kept beside the arrow. */
    select {
      padding-inline: 0.6rem 0.2rem;
    }
  }
`;

export const SubmitButton = styled(Button).attrs({ type: 'submit' })`
  width: 100%;
`;
