import styled from 'styled-components';
import { useSite } from '../data/SiteContext.tsx';
import type { QuickAction } from '../generated/content.ts';
import { Button, buttonStyles, type ButtonVariant } from '../ui/Button.tsx';
import { PhoneIcon } from '../ui/icons.tsx';
import { useEstimateInvoker } from './EstimateContext.tsx';

const CallButton = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

interface QuickActionButtonsProps {
  /** The actions, left to right (site.json `quickActions`, or a page's own bar). */
  items: readonly QuickAction[];
  onDark?: boolean;
  /**
   * They sit in the phone menu, which closes when either is used: the estimate form then
   * anchors to the menu's toggle (client/controls/estimate.ts), not to the vanished button.
   */
  inMenu?: boolean;
}

/** Tap-to-call and open-the-estimate buttons, as the phone layouts offer them. */
export function QuickActionButtons({
  items,
  onDark = false,
  inMenu = false,
}: QuickActionButtonsProps) {
  const { site } = useSite();
  const invoker = useEstimateInvoker();
  return items.map((item) =>
    item.kind === 'phone' ? (
      <CallButton
        key={item.label}
        href={`tel:${site.contact.phoneE164}`}
        $variant={onDark ? 'onDark' : 'secondary'}
      >
        <PhoneIcon />
        {item.label}
        <span className="visually-hidden"> {site.contact.phoneDisplay}</span>
      </CallButton>
    ) : (
      <Button
        key={item.label}
        type="button"
        aria-haspopup="dialog"
        // The page's estimate buttons are `estimate`; the menu's, which opens the form from
        // its toggle, is told apart so a "first estimate button" is always the page's own.
        data-intent={inMenu ? 'menu-estimate' : 'estimate'}
        {...invoker}
      >
        {item.label}
      </Button>
    ),
  );
}
