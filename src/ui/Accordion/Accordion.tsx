import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Accordion = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  interpolate-size: allow-keywords;
  &::details-content {
    block-size: 0;
    overflow: hidden;
    transition:
      block-size 0.25s ease,
      content-visibility 0.25s allow-discrete;
  }
  &[open]::details-content {
    block-size: auto;
  }
  @media (prefers-reduced-motion: reduce) {
    &::details-content {
      transition: none;
    }
  }
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 48px;
  padding: 0.75rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.navy};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  /* The question leads: larger than the answer's body text, in the heading face. */
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: 1.2rem;
    line-height: 1.35;
    color: inherit;
  }
  /* A chevron that turns when the item is open; the disclosure state is announced natively. */
  &::after {
    content: '';
    flex: none;
    width: 0.6rem;
    height: 0.6rem;
    margin-top: -0.3rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 0.2s ease;
  }
  details[open] > &::after {
    margin-top: 0.3rem;
    transform: rotate(225deg);
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;

const Panel = styled.div`
  padding: 0 1.25rem 1.1rem;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.75rem;
  }
`;

export interface AccordionItemProps {
  /** The always-visible line that opens and closes the item. */
  title: ReactNode;
  /** The title's heading level, so it fits the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** Open when the page loads. */
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * One item that opens and closes by itself, built on native <details>/<summary>: it works and
 * reads without JavaScript, is keyboard operable, announces expanded/collapsed, and opens
 * when the browser's find-in-page matches text inside it.
 */
export function AccordionItem({
  title,
  headingLevel = 3,
  defaultOpen = false,
  children,
}: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Item open={defaultOpen}>
      <Summary>
        <Heading>{title}</Heading>
      </Summary>
      <Panel>{children}</Panel>
    </Item>
  );
}
