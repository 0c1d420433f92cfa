import { useId } from 'react';
import styled from 'styled-components';
import type { RichTextSection, TextBlock } from '../../generated/content.ts';
import { useSite } from '../../data/SiteContext.tsx';
import { Container } from '../../ui/Container.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { inlineText } from '../../ui/inlineText.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';

const Prose = styled(Container)`
  max-width: 820px;
  h3 {
    margin: 2rem 0 0.75rem;
    font-size: 1.35rem;
    color: ${({ theme }) => theme.color.navy};
  }
  p,
  ul {
    margin: 0 0 1rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
`;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function Block({ block }: { block: TextBlock }) {
  const { site } = useSite();
  if (block.kind === 'list') {
    return (
      <ul>
        {block.items?.map((item) => (
          <li key={item}>{inlineText(item, site)}</li>
        ))}
      </ul>
    );
  }
  const content = inlineText(block.text ?? '', site);
  return block.kind === 'heading' ? <h3>{content}</h3> : <p>{content}</p>;
}

export function RichText({ section }: { section: RichTextSection }) {
  const headingId = useId();
  return (
    <SectionShell id={section.anchor} aria-labelledby={section.heading ? headingId : undefined}>
      <Prose>
        {section.heading && <h2 id={headingId}>{keepTogether(section.heading)}</h2>}
        {section.updated && (
          <Updated>
            Last updated{' '}
            <time dateTime={section.updated}>{dateFormat.format(new Date(section.updated))}</time>
          </Updated>
        )}
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </Prose>
    </SectionShell>
  );
}
