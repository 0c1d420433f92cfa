import styled from 'styled-components';
import { CloseIcon } from './icons.tsx';

const Round = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  color: inherit;
  background: transparent;
  cursor: pointer;
  &:hover {
    background: rgba(19, 40, 61, 0.08);
  }
`;

/** An icon-only close button; `label` is its accessible name. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Round type="button" aria-label={label} onClick={onClick}>
      <CloseIcon />
    </Round>
  );
}
