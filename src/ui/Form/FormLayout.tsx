import styled from 'styled-components';
import { Button } from '../Button.tsx';

/**
 * Fields stacked with even spacing. An empty live region leaves the flow (so it adds no gap)
 * but stays rendered: screen readers only announce changes to regions that already exist.
 */
export const FormStack = styled.form`
  position: relative;
  display: grid;
  gap: 1rem;
  & > [role='status']:empty,
  & > [role='alert']:empty {
    position: absolute;
  }
`;

export const SubmitButton = styled(Button).attrs({ type: 'submit' })`
  width: 100%;
`;
