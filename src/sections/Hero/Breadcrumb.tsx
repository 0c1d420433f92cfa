import styled from 'styled-components';
import type { Link } from '../../generated/content.ts';
import { SmartLink } from '../../ui/SmartLink.tsx';

const Trail = styled.nav`
  margin-bottom: 1.25rem;
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
    margin-right: 0.5rem;
    opacity: 0.7;
  }
  a {
    color: inherit;
  }
`;

export function Breadcrumb({ trail, current }: { trail: readonly Link[]; current: string }) {
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        {trail.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href}>{link.label}</SmartLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </Trail>
  );
}
