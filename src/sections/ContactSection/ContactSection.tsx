import { useId } from 'react';
import styled from 'styled-components';
import { ContactForm } from '../../forms/ContactForm/ContactForm.tsx';
import type { ContactSectionSection } from '../../generated/content.ts';
import { useSite } from '../../data/SiteContext.tsx';
import { hicRegistration, hicRegistrationLabel } from '../../data/siteFacts.ts';
import { ActionButton } from '../../forms/ActionButton.tsx';
import { ContactDetails } from '../../ui/ContactDetails/ContactDetails.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { HoursList } from '../BusinessHours/HoursList.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Columns = styled.div<{ $withForm: boolean }>`
  display: grid;
  gap: 2.5rem;
  @media (min-width: 900px) {
    grid-template-columns: ${({ $withForm }) =>
      $withForm ? 'minmax(0, 5fr) minmax(0, 7fr)' : 'minmax(0, 1fr)'};
    align-items: start;
  }
`;

const Intro = styled.p`
  max-width: 60ch;
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: 1.1rem;
`;

const Details = styled(ContactDetails)`
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  & > div {
    padding: 1.25rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  dt {
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Registration = styled.p`
  margin: 1.25rem 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
`;

// The hours sit with the other ways to reach us, as one more card under the details.
const HoursCard = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.navy};
  }
`;

const ActionRow = styled.p`
  margin: 2rem 0 0;
`;

export function ContactSection({ section }: { section: ContactSectionSection }) {
  const { site } = useSite();
  const headingId = useId();
  const hoursId = useId();
  const withForm = section.form !== false;
  const registration = hicRegistration(site);
  return (
    <SectionShell id={section.anchor} $tone="alt" aria-labelledby={headingId}>
      <Container>
        <Columns $withForm={withForm}>
          <div>
            <h2 id={headingId}>{keepTogether(section.heading)}</h2>
            {section.intro && <Intro>{keepTogether(section.intro)}</Intro>}
            <Details contact={site.contact} location={section.locationOverride ?? true} />
            {registration && <Registration>{hicRegistrationLabel(registration)}</Registration>}
            {section.hours && (
              <HoursCard aria-labelledby={hoursId}>
                <h3 id={hoursId}>{keepTogether(section.hours.heading)}</h3>
                <HoursList phoneSupport={section.hours.phoneSupport} />
              </HoursCard>
            )}
            {section.action && (
              <ActionRow>
                <ActionButton action={section.action} />
              </ActionRow>
            )}
          </div>
          {withForm && <ContactForm />}
        </Columns>
      </Container>
    </SectionShell>
  );
}
