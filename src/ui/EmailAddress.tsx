import type { CSSProperties, ReactNode } from 'react';

/** A style attribute, not a styled component, for the reason keepTogether.tsx gives. */
const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };
const Part = ({ children }: { children: ReactNode }) => <span style={NO_WRAP}>{children}</span>;

/**
 * An e-mail address as text that may wrap only before its "@": the name and the domain each stay
 * whole, so a narrow column never splits the domain. Its text is the address, unchanged.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <Part>{address}</Part>;
  return (
    <>
      <Part>{address.slice(0, at)}</Part>
      <wbr />
      <Part>{address.slice(at)}</Part>
    </>
  );
}
