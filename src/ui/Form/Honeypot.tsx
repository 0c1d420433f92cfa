import styled from 'styled-components';

export const HONEYPOT_NAME = 'company_website';

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

export const isSpam = (data: FormData) => String(data.get(HONEYPOT_NAME) ?? '').trim() !== '';
