import { useId } from 'react';
import type { FaqSection } from '../../generated/content.ts';
import { useSite } from '../../data/SiteContext.tsx';
import { Accordion, AccordionItem } from '../../ui/Accordion/Accordion.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { inlineText } from '../../ui/inlineText.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

export function Faq({ section }: { section: FaqSection }) {
  const { site } = useSite();
  const headingId = useId();
  const openAtLoad = new Set(section.defaultOpen);
  return (
    <SectionShell id={section.anchor} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{keepTogether(section.heading)}</h2>
        <Accordion>
          {section.items.map((item, index) => (
            <AccordionItem
              key={index}
              title={keepTogether(item.question)}
              defaultOpen={openAtLoad.has(index)}
            >
              <p>{inlineText(item.answer, site)}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </Container>
    </SectionShell>
  );
}
