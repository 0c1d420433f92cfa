import styled from 'styled-components';
import type { Section } from '../generated/content.ts';
import { sectionRegistry, type SectionEntry, type SectionType } from './registry.ts';

const UnknownSection = styled.div`
  margin: 1rem;
  padding: 1rem;
  border: 3px dashed #b00020;
  color: #7a0016;
  background: #fff5f6;
`;

const isKnownType = (type: string): type is SectionType => Object.hasOwn(sectionRegistry, type);

/**
 * Renders a page's sections in order. Validation rejects unknown types before a build; if one
 * still arrives at runtime it is skipped in production and shown as a placeholder in development.
 */
export function PageRenderer({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const type: string = section.type;
        if (!isKnownType(type)) {
          return import.meta.env.DEV ? (
            <UnknownSection key={index} role="note">
              Unknown section type &quot;{type}&quot;. Known types:{' '}
              {Object.keys(sectionRegistry).join(', ')}.
            </UnknownSection>
          ) : null;
        }
        const { component: Component } = sectionRegistry[type] as SectionEntry<typeof type>;
        return <Component key={index} section={section as never} />;
      })}
    </>
  );
}
