import { useId, type ReactNode } from 'react';
import { Container } from './Container.tsx';
import { SectionIntro } from './SectionIntro.tsx';
import { SectionShell } from './SectionShell.tsx';
import { keepTogether } from './keepTogether.tsx';

/** What every headed section's schema gives it (its intro is common.schema.json's sectionIntro). */
export interface Headed {
  anchor?: string;
  heading: string;
  intro?: string;
}

interface HeadedSectionProps {
  /** The section itself, or anything with its anchor, heading and intro. */
  section: Headed;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** A page section named by its h2, with an optional sentence under the heading. */
export function HeadedSection({ section, tone, children }: HeadedSectionProps) {
  const { anchor, heading, intro } = section;
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
