import type { ReactNode } from 'react';
import { relFor } from '../shared/links.ts';

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
  // Any address that is not a site path, an #anchor, tel: or mailto: (the validator refuses all
  // but https:// ones; what slips through still gets no handle on this page).
  return (
    <a href={href} className={className} onClick={onClick} rel={relFor(href)}>
      {children}
    </a>
  );
}
