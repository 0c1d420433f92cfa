import type { Action } from '../generated/content.ts';
import { useSite } from '../data/SiteContext.tsx';
import { CallLink } from '../ui/CallLink.tsx';
import { ActionButton } from './ActionButton.tsx';

interface ActionRowProps {
  actions?: readonly Action[];
  /** Also offer the business phone as a tap-to-call link, after the buttons. */
  showPhone?: boolean;
  onDark?: boolean;
}

/** A section's buttons from page data, then optionally tap-to-call; the caller lays them out. */
export function ActionRow({ actions = [], showPhone = false, onDark = false }: ActionRowProps) {
  const { site } = useSite();
  return (
    <>
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} onDark={onDark} />
      ))}
      {showPhone && (
        <CallLink
          phoneE164={site.contact.phoneE164}
          phoneDisplay={site.contact.phoneDisplay}
          onDark={onDark}
        />
      )}
    </>
  );
}
