import styled from 'styled-components';
import { useSite } from '../../data/SiteContext.tsx';
import { PhoneIcon } from '../../ui/icons.tsx';
import { formatOpeningHours } from './formatHours.ts';

const Hours = styled.dl`
  margin: 0;
  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    padding-block: 0.7rem;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.navy};
  }
  dd {
    margin: 0;
  }
`;

const PhoneSupport = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 1.25rem 0 0;
  color: ${({ theme }) => theme.color.muted};
`;

/** The opening hours from site.json, one row a day or range, and an optional phone line. */
export function HoursList({ phoneSupport }: { phoneSupport?: string }) {
  const { site } = useSite();
  return (
    <>
      <Hours>
        {site.hours.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{formatOpeningHours(row)}</dd>
          </div>
        ))}
      </Hours>
      {phoneSupport && (
        <PhoneSupport>
          <PhoneIcon />
          {phoneSupport}
        </PhoneSupport>
      )}
    </>
  );
}
