import styled from 'styled-components';
import type { LinkItem as Link } from '../types.ts';
import { SmartLink } from '../SmartLink.tsx';
import { keepTogether } from '../keepTogether.tsx';

const Trail = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    /* The separator is decoration: an empty alternative text keeps screen readers quiet. */
    content: '/' / '';
    margin-right: 0.5rem;
    opacity: 0.7;
  }
  a {
    color: inherit;
  }
`;

interface BreadcrumbProps {
  trail: readonly Link[];
  current: string;
  className?: string;
}

/** A breadcrumb trail: links to the pages above this one, then this page marked as current. */
export function Breadcrumb({ trail, current, className }: BreadcrumbProps) {
  return (
    <Trail aria-label="Breadcrumb" className={className}>
      <ol>
        {trail.map((link, index) => (
          <li key={`${index}-${link.href}`}>
            <SmartLink href={link.href}>{link.label}</SmartLink>
          </li>
        ))}
        <li aria-current="page">{keepTogether(current)}</li>
      </ol>
    </Trail>
  );
}
