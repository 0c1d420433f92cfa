import type { ReactNode } from 'react';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/**
 * A link from page data. Every page is its own document, so a site path is a plain link the
 * browser follows (made instant by the pages' speculation rules); external links open without
 * giving the other site a handle on this page.
 */
export function SmartLink({ href, children, className, onClick }: SmartLinkProps) {
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
