import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark';

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border-radius: 999px;
  border: 2px solid transparent;
  font: 600 1rem/1.2 ${({ theme }) => theme.font.body};
  text-decoration: none;
  cursor: pointer;
  transition:
    transform 0.15s ease,
    background-color 0.15s ease;
  &:hover {
    transform: translateY(-1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
    transform: none;
  }
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.gold};
          color: ${theme.color.navy};
        `
      : $variant === 'onDark'
        ? css`
            background: transparent;
            color: ${theme.color.onDark};
            border-color: ${theme.color.onDark};
          `
        : css`
            background: transparent;
            color: ${theme.color.navy};
            border-color: ${theme.color.navy};
          `}
`;

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
