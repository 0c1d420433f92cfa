import type { ButtonHTMLAttributes } from 'react';
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

type CloseButtonProps = { label: string } & Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'popoverTarget' | 'popoverTargetAction' | 'commandfor' | 'command'
>;

/**
 * An icon-only close button; `label` is its accessible name. It closes by its handler, or with
 * no script by what it invokes (a popover to hide, a dialog command).
 */
export function CloseButton({ label, ...closes }: CloseButtonProps) {
  return (
    <Round type="button" aria-label={label} {...closes}>
      <CloseIcon />
    </Round>
  );
}
