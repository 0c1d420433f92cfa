import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MailIcon, PhoneIcon, PinIcon } from '../icons.tsx';
import type { ContactFacts } from '../types.ts';
import { keepTogether } from '../keepTogether.tsx';
import { EmailAddress } from '../EmailAddress.tsx';

const List = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;
  dt {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  dd {
    margin: 0.15rem 0 0;
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
    font-weight: 600;
  }
`;

export interface ContactDetailsProps {
  /** The business's facts (site.json's contact). */
  contact: ContactFacts;
  /** The location line: contact.location by default, other text to override it, false to hide it. */
  location?: string | boolean;
  phone?: boolean;
  email?: boolean;
  className?: string;
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        {icon}
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The business's location, click-to-call phone and e-mail link. */
export function ContactDetails({
  contact,
  location = true,
  phone = true,
  email = true,
  className,
}: ContactDetailsProps) {
  const locationText = location === true ? contact.location : location;
  if (!locationText && !phone && !email) return null;
  return (
    <List className={className}>
      {locationText && (
        <Detail icon={<PinIcon />} term="Location">
          {locationText}
        </Detail>
      )}
      {phone && (
        <Detail icon={<PhoneIcon />} term="Phone">
          <a href={`tel:${contact.phoneE164}`}>{keepTogether(contact.phoneDisplay)}</a>
        </Detail>
      )}
      {email && (
        <Detail icon={<MailIcon />} term="E-mail">
          <a href={`mailto:${contact.email}`}>
            <EmailAddress address={contact.email} />
          </a>
        </Detail>
      )}
    </List>
  );
}
