import styled from 'styled-components';
import { PhoneIcon } from './icons.tsx';
import { keepTogether } from './keepTogether.tsx';

const Link = styled.a<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.onDark : theme.color.navy)};
  font-weight: 700;
  font-size: 1.1rem;
`;

interface CallLinkProps {
  phoneE164: string;
  phoneDisplay: string;
  onDark?: boolean;
  className?: string;
}

/** Tap-to-call: "Call (973) 555-0142" with a phone icon. */
export function CallLink({ phoneE164, phoneDisplay, onDark = false, className }: CallLinkProps) {
  return (
    <Link href={`tel:${phoneE164}`} $onDark={onDark} className={className}>
      <PhoneIcon />
      <span>Call {keepTogether(phoneDisplay)}</span>
    </Link>
  );
}
