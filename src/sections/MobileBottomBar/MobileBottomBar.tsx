import styled, { createGlobalStyle } from 'styled-components';
import type { MobileBottomBarSection } from '../../generated/content.ts';
import { QuickActionButtons } from '../../forms/QuickActionButtons.tsx';
import { useContext } from 'react';
import { OpeningEndContext } from '../openingEnd.ts';

/** Phones only; the same width where the header switches to its mobile menu would be too wide. */
const PHONES = '(max-width: 767.98px)';
const BAR_HEIGHT = '3.5rem';
const ROOM = `calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))`;

/** Keeps room at the end of the page, so the fixed bar never covers the last content. */
const ReserveRoom = createGlobalStyle`
  @media ${PHONES} {
    body {
      padding-bottom: ${ROOM};
    }
    /* Focused elements scroll into view above the bar, never behind it (WCAG 2.4.11). */
    html {
      scroll-padding-bottom: ${ROOM};
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
    gap: 0.6rem;
    min-height: ${BAR_HEIGHT};
    padding: 0.375rem 0.75rem calc(0.375rem + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.color.navy};
    box-shadow: 0 -6px 20px rgba(19, 40, 61, 0.25);
    > * {
      flex: 1;
      min-height: 44px;
      padding-block: 0.5rem;
      padding-inline: 0.75rem;
    }
    /* Out of sight (and out of the tab order) until the page's opening has scrolled away. */
    &[data-shown='false'] {
      visibility: hidden;
      transform: translateY(100%);
    }
  }
  @media ${PHONES} and (prefers-reduced-motion: no-preference) {
    transition:
      transform 0.25s ease-out,
      visibility 0s linear 0.25s;
    &[data-shown='true'] {
      transition:
        transform 0.25s ease-out,
        visibility 0s;
    }
  }
`;

/**
 * The mobile bottom bar: the slim call/estimate bar of phone screens, fixed to the bottom once
 * the page's opening hero has scrolled away (it offers the same actions), with room kept for it
 * at the page's end. Its actions are the page's own (this section in its file) or the site's
 * quick actions (PageLayout passes them). The browser shows it (`data-shown`,
 * client/behaviors/mobileBottomBar.ts); pre-rendered, it waits out of sight, except where no page
 * opening is marked (a story), where it shows at once.
 */
export function MobileBottomBar({ section: { items } }: { section: MobileBottomBarSection }) {
  const onPage = useContext(OpeningEndContext);
  return (
    <>
      <ReserveRoom />
      <Bar
        aria-label="Quick contact"
        data-mobile-bottom-bar=""
        data-shown={!onPage}
        data-stays-on-screen=""
      >
        <QuickActionButtons items={items} onDark />
      </Bar>
    </>
  );
}
