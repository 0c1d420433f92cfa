import { useId } from 'react';
import styled from 'styled-components';
import type { BusinessHoursSection } from '../../generated/content.ts';
import { useSite } from '../../data/SiteContext.tsx';
import { ContactDetails } from '../../ui/ContactDetails/ContactDetails.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { HoursList } from './HoursList.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Card = styled.div`
  max-width: 640px;
  padding: clamp(1.25rem, 4vw, 2rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
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
          <h2 id={headingId}>{keepTogether(section.heading)}</h2>
          <HoursList phoneSupport={section.phoneSupport} />
          {section.showContactDetails && (
            <Details contact={site.contact} location={section.locationOverride ?? true} />
          )}
        </Card>
      </Container>
    </SectionShell>
  );
}
