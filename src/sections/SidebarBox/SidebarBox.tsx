import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { SidebarBoxSection } from '../../generated/content.ts';
import { useSite } from '../../data/SiteContext.tsx';
import { ActionButton } from '../../forms/ActionButton.tsx';
import { ContactDetails } from '../../ui/ContactDetails/ContactDetails.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

type Variant = NonNullable<SidebarBoxSection['variant']>;

const highlight = css`
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.color.navy},
    ${({ theme }) => theme.color.navyLight}
  );
  color: ${({ theme }) => theme.color.onDark};
  h2 {
    color: ${({ theme }) => theme.color.onDark};
  }
  a {
    color: ${({ theme }) => theme.color.onDark};
  }
  /* The default blue focus ring is too faint on navy. */
  :focus-visible {
    outline-color: ${({ theme }) => theme.color.gold};
  }
`;

const plain = css`
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    color: ${({ theme }) => theme.color.navy};
  }
`;

const Box = styled.section<{ $variant: Variant }>`
  display: grid;
  gap: 1.25rem;
  padding: 1.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0;
  }
  ${({ $variant }) => ($variant === 'highlight' ? highlight : plain)}
`;

/** Buttons fill the narrow column so they are easy to hit. */
const ButtonSlot = styled.div`
  display: grid;
`;

const Links = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  a {
    display: block;
    padding-block: 0.6rem;
    font-weight: 600;
  }
`;

export function SidebarBox({ section }: { section: SidebarBoxSection }) {
  const headingId = useId();
  const { site } = useSite();
  const variant = section.variant ?? 'plain';
  const onDark = variant === 'highlight';
  const hasDetails = section.showPhone || section.showEmail || section.address;
  return (
    <Box id={section.anchor} $variant={variant} aria-labelledby={headingId}>
      <h2 id={headingId}>{keepTogether(section.heading)}</h2>
      {section.text && <p>{keepTogether(section.text)}</p>}
      {section.action && (
        <ButtonSlot>
          <ActionButton action={section.action} onDark={onDark} />
        </ButtonSlot>
      )}
      {hasDetails && (
        <ContactDetails
          contact={site.contact}
          location={section.address ?? false}
          phone={section.showPhone ?? false}
          email={section.showEmail ?? false}
        />
      )}
      {section.links && (
        <Links>
          {section.links.map((link) => (
            <li key={link.href + link.label}>
              <SmartLink href={link.href}>{link.label}</SmartLink>
            </li>
          ))}
        </Links>
      )}
      {section.linksAction && (
        <ButtonSlot>
          <ActionButton action={section.linksAction} onDark={onDark} />
        </ButtonSlot>
      )}
    </Box>
  );
}
