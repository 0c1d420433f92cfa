import styled from 'styled-components';
import type { EstimateNotice } from '../../backend/estimates.ts';
import { NoticeCard } from './NoticeCard.tsx';

/** Top right, under the header so its controls stay free; full width on phones. */
const Region = styled.div`
  position: fixed;
  z-index: 1100;
  top: calc(${({ theme }) => theme.headerHeight} + 12px);
  right: 16px;
  left: 16px;
  pointer-events: none;
`;

/** The cards, newest first: the browser fills it (client/notices.ts). */
export const Stack = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: end;
  & > * {
    width: min(100%, 380px);
  }
  /* On a phone two cards already cover much of the screen: older ones give way to the newest. */
  @media (max-width: 600px) {
    & > :nth-child(n + 3) {
      display: none;
    }
  }
`;

interface NoticeCardsProps {
  notices: readonly EstimateNotice[];
  onDismiss: (id: string) => void;
}

export function NoticeCards({ notices, onDismiss }: NoticeCardsProps) {
  return notices.map((notice) => (
    <NoticeCard key={notice.id} notice={notice} onDismiss={onDismiss} />
  ));
}

interface NoticeListProps extends NoticeCardsProps {
  /** Whether new estimates arrive live; exposed as data-listening for end-to-end tests. */
  listening?: boolean;
}

/**
 * The stack of notification cards. The live region is always in the page (pre-rendered empty)
 * so screen readers announce each card added to it.
 */
export function NoticeList({ notices, onDismiss, listening = false }: NoticeListProps) {
  return (
    <Region
      aria-live="polite"
      lang="es"
      data-testid="estimate-notifications"
      data-listening={listening}
    >
      <Stack data-notice-cards="">
        <NoticeCards notices={notices} onDismiss={onDismiss} />
      </Stack>
    </Region>
  );
}
