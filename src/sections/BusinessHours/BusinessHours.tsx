import { useId } from 'react';
import styled from 'styled-components';
import type { BusinessHoursSection } from '../../generated/content.ts';
import { useSite } from '../../content/SiteContext.tsx';
import { ContactDetails } from '../../ui/ContactDetails/ContactDetails.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { PhoneIcon } from '../../ui/icons.tsx';
import { formatOpeningHours } from './formatHours.ts';

const Card = styled.div`
  max-width: 640px;
  padding: clamp(1.25rem, 4vw, 2rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
`;

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

const Details = styled(ContactDetails)`
  margin-top: 1.75rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export function BusinessHours({ section }: { section: BusinessHoursSection }) {
  const { site } = useSite();
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} aria-labelledby={headingId}>
      <Container>
        <Card>
          <h2 id={headingId}>{section.heading}</h2>
          <Hours>
            {site.hours.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{formatOpeningHours(row)}</dd>
              </div>
            ))}
          </Hours>
          {section.phoneSupport && (
            <PhoneSupport>
              <PhoneIcon />
              {section.phoneSupport}
            </PhoneSupport>
          )}
          {section.showContactDetails && (
            <Details contact={site.contact} location={section.locationOverride ?? true} />
          )}
        </Card>
      </Container>
    </SectionShell>
  );
}
