import styled from 'styled-components';
import { useCountUp } from '../useCountUp.ts';
import { useInView } from '../useInView.ts';
import { formatStat } from './formatStat.ts';

/** Share of the number that must be on screen before it starts counting. */
const COUNT_THRESHOLD = 0.3;

const Figure = styled.p`
  margin: 0;
  font: 700 clamp(2.2rem, 5vw, 3rem) / 1.1 ${({ theme }) => theme.font.heading};
  font-variant-numeric: tabular-nums;
`;

interface CountUpNumberProps {
  value: number;
  suffix?: string;
  className?: string;
}

/**
 * A number that counts up from 0 once 30 % of it is visible. Screen readers get only the final
 * figure; the frames in between are hidden from them.
 */
export function CountUpNumber({ value, suffix = '', className }: CountUpNumberProps) {
  const { ref, inView } = useInView<HTMLParagraphElement>(COUNT_THRESHOLD);
  const current = useCountUp(value, inView);
  const final = `${formatStat(value, value)}${suffix}`;
  return (
    <Figure ref={ref} className={className}>
      <span aria-hidden="true">{`${formatStat(current, value)}${suffix}`}</span>
      <span className="visually-hidden">{final}</span>
    </Figure>
  );
}
