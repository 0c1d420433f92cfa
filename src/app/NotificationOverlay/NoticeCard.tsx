import styled, { keyframes } from 'styled-components';
import type { EstimateNotice } from '../../backend/estimates.ts';
import { CloseButton } from '../../ui/CloseButton.tsx';
import { NOTICE_TITLE, noticeDate, noticeSummary } from './noticeText.ts';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(24px); }
  to { opacity: 1; transform: none; }
`;

const Card = styled.article`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 0.85rem 0.5rem 0.85rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.color.gold};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  pointer-events: auto;
  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} 250ms ease-out;
  }
  p {
    margin: 0 0 0.25rem;
    font-size: 0.95rem;
    line-height: 1.45;
  }
  time {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Title = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.color.navy};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

interface NoticeCardProps {
  notice: EstimateNotice;
  onDismiss: (id: string) => void;
}

/** One new estimate request, in Spanish. The visitor's name is plain text, never markup. */
export function NoticeCard({ notice, onDismiss }: NoticeCardProps) {
  return (
    <Card lang="es">
      <Body>
        <Title>{NOTICE_TITLE}</Title>
        <p>{noticeSummary(notice)}</p>
        <time dateTime={notice.created_at}>{noticeDate(notice.created_at)}</time>
      </Body>
      <CloseButton label="Cerrar notificación" onClick={() => onDismiss(notice.id)} />
    </Card>
  );
}
