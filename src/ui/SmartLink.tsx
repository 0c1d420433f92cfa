import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/** Site paths navigate in the app; tel:, mailto: and external links are plain anchors. */
export function SmartLink({ href, children, className, onClick }: SmartLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  const external = href.startsWith('https://');
  return (
    <a
      href={href}
      className={className}
      onClick={onClick}
      {...(external ? { rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
