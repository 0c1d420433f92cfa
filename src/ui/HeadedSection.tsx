import { useId, type ReactNode } from 'react';
import { Container } from './Container.tsx';
import { SectionIntro } from './SectionIntro.tsx';
import { SectionShell } from './SectionShell.tsx';
import { keepTogether } from './keepTogether.tsx';

interface HeadedSectionProps {
  anchor?: string;
  heading: string;
  intro?: string;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** A page section named by its h2, with an optional sentence under the heading. */
export function HeadedSection({ anchor, heading, intro, tone, children }: HeadedSectionProps) {
  const headingId = useId();
  return (
    <SectionShell id={anchor} $tone={tone} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{keepTogether(heading)}</h2>
        {intro && <SectionIntro>{keepTogether(intro)}</SectionIntro>}
        {children}
      </Container>
    </SectionShell>
  );
}
