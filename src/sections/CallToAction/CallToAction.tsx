import { useId } from 'react';
import styled from 'styled-components';
import type { CallToActionSection } from '../../generated/content.ts';
import { ActionRow } from '../../forms/ActionRow.tsx';
import { Container } from '../../ui/Container.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Band = styled.section`
  padding: clamp(2.5rem, 6vw, 4rem) clamp(1.25rem, 4vw, 2.5rem);
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.color.navy},
    ${({ theme }) => theme.color.navyLight}
  );
  color: ${({ theme }) => theme.color.onDark};
  text-align: center;
  /* A page's closing band sits on the navy footer: a gold rule keeps the two apart. */
  main > &:last-child {
    border-bottom: 4px solid ${({ theme }) => theme.color.gold};
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.5rem, 3.2vw, 2.1rem);
    color: ${({ theme }) => theme.color.onDark};
  }
  p {
    max-width: 60ch;
    margin: 0 auto 1.5rem;
    color: ${({ theme }) => theme.color.onDarkMuted};
    font-size: 1.1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 1rem 1.5rem;
`;

/** A band that asks the visitor to act: heading, reason, buttons and optionally the phone. */
export function CallToAction({ section }: { section: CallToActionSection }) {
  const headingId = useId();
  return (
    <Band id={section.anchor} aria-labelledby={headingId} data-band>
      <Container>
        <h2 id={headingId}>{keepTogether(section.heading)}</h2>
        {section.text && <p>{keepTogether(section.text)}</p>}
        <Actions>
          <ActionRow actions={section.actions} showPhone={section.showPhone} onDark />
        </Actions>
      </Container>
    </Band>
  );
}
