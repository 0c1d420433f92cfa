import { NoWrap } from './keepTogether.tsx';

/**
 * An e-mail address as text that may wrap only before its "@": the name and the domain each stay
 * whole, so a narrow column never splits the domain. Its text is the address, unchanged.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <NoWrap>{address}</NoWrap>;
  return (
    <>
      <NoWrap>{address.slice(0, at)}</NoWrap>
      <wbr />
      <NoWrap>{address.slice(at)}</NoWrap>
    </>
  );
}
