import styled, { createGlobalStyle } from 'styled-components';
import type { MobileBottomBarSection } from '../../generated/content.ts';
import { useSite } from '../../content/SiteContext.tsx';
import { ActionButton } from '../../forms/ActionButton.tsx';
import { PhoneIcon } from '../../ui/icons.tsx';

/** Phones only; the same width where the header switches to its mobile menu would be too wide. */
const PHONES = '(max-width: 767.98px)';
const BAR_HEIGHT = '4.25rem';

/** Keeps room at the end of the page, so the fixed bar never covers the last content. */
const ReserveRoom = createGlobalStyle`
  @media ${PHONES} {
    body {
      padding-bottom: calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
    }
    /* Focused elements scroll into view above the bar, never behind it (WCAG 2.4.11). */
    html {
      scroll-padding-bottom: calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
    }
  }
`;

const Bar = styled.nav`
  display: none;
  @media ${PHONES} {
    position: fixed;
    inset: auto 0 0;
    z-index: 40;
    display: flex;
    gap: 0.75rem;
    min-height: ${BAR_HEIGHT};
    padding: 0.6rem 1rem calc(0.6rem + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.color.navy};
    box-shadow: 0 -6px 20px rgba(19, 40, 61, 0.25);
    > * {
      flex: 1;
      justify-content: center;
      min-height: 48px;
    }
  }
`;

const CallButton = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  border: 2px solid ${({ theme }) => theme.color.onDark};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.onDark};
  font-weight: 700;
  text-decoration: none;
`;

/** A bar fixed to the bottom of phone screens with a call and/or estimate button. */
export function MobileBottomBar({ section }: { section: MobileBottomBarSection }) {
  const { site } = useSite();
  return (
    <>
      <ReserveRoom />
      <Bar aria-label="Quick contact">
        {section.items.map((item) =>
          item.kind === 'phone' ? (
            <CallButton key={item.label} href={`tel:${site.contact.phoneE164}`}>
              <PhoneIcon />
              {item.label}
            </CallButton>
          ) : (
            <ActionButton key={item.label} action={{ label: item.label, intent: 'estimate' }} />
          ),
        )}
      </Bar>
    </>
  );
}
