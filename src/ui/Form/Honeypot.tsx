import styled from 'styled-components';
import { HONEYPOT_NAME } from './spam.ts';

const Trap = styled.div`
  display: none;
`;

/**
 * A field people never see (nor reach by keyboard or screen reader) but form-filling bots
 * tend to complete. A filled one marks the submission as spam.
 */
export function Honeypot() {
  return (
    <Trap aria-hidden="true">
      <label>
        Company website
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" />
      </label>
    </Trap>
  );
}
