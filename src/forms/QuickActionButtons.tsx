import styled from 'styled-components';
import { useSite } from '../content/SiteContext.tsx';
import type { QuickAction } from '../generated/content.ts';
import { Button, buttonStyles, type ButtonVariant } from '../ui/Button.tsx';
import { PhoneIcon } from '../ui/icons.tsx';
import { useEstimateForm } from './EstimateContext.tsx';

const CallButton = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

interface QuickActionButtonsProps {
  /** The actions, left to right (site.json `quickActions`, or a page's own bar). */
  items: readonly QuickAction[];
  onDark?: boolean;
  /** Runs when either action is used, e.g. to close the menu they sit in. */
  onUse?: () => void;
  /**
   * The element the estimate form anchors to and gives focus back to, when not the pressed
   * button itself (which may be about to disappear with its menu).
   */
  estimateAnchor?: () => HTMLElement | null;
}

/** Tap-to-call and open-the-estimate buttons, as the phone layouts offer them. */
export function QuickActionButtons({
  items,
  onDark = false,
  onUse,
  estimateAnchor,
}: QuickActionButtonsProps) {
  const { site } = useSite();
  const estimate = useEstimateForm();
  return items.map((item) =>
    item.kind === 'phone' ? (
      <CallButton
        key={item.label}
        href={`tel:${site.contact.phoneE164}`}
        $variant={onDark ? 'onDark' : 'secondary'}
        onClick={onUse}
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
        data-intent={estimateAnchor ? 'menu-estimate' : 'estimate'}
        onClick={(event) => {
          const anchor = estimateAnchor?.() ?? event.currentTarget;
          onUse?.();
          estimate.open(anchor);
        }}
      >
        {item.label}
      </Button>
    ),
  );
}
