import styled from 'styled-components';
import type { Action } from '../generated/content.ts';
import { useEstimateInvoker } from './EstimateContext.tsx';
import { Button, buttonStyles, type ButtonVariant } from '../ui/Button.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';

const LinkButton = styled(SmartLink)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

interface ActionButtonProps {
  action: Action;
  onDark?: boolean;
}

/** A button from page data: opens the estimate form, or follows its link. */
export function ActionButton({ action, onDark = false }: ActionButtonProps) {
  const invoker = useEstimateInvoker();
  const variant: ButtonVariant =
    action.variant === 'secondary' ? (onDark ? 'onDark' : 'secondary') : 'primary';
  if (action.intent === 'link' && action.href) {
    return (
      <LinkButton href={action.href} $variant={variant}>
        {action.label}
      </LinkButton>
    );
  }
  return (
    <Button
      type="button"
      $variant={variant}
      aria-haspopup="dialog"
      data-intent="estimate"
      {...invoker}
    >
      {action.label}
    </Button>
  );
}
