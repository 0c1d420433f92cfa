import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../tests/support/render.tsx';
import { ContactDetails } from './ContactDetails/ContactDetails.tsx';
import { inlineText } from './inlineText.tsx';

const { email } = site.contact;
const at = email.lastIndexOf('@');

/** The address may wrap only at the <wbr> before its "@": name and domain each stay whole. */
function expectWrapsOnlyBeforeAt(link: HTMLElement) {
  expect(link).toHaveTextContent(email);
  const parts = [...link.querySelectorAll('span')];
  expect(parts.map((part) => part.textContent)).toEqual([email.slice(0, at), email.slice(at)]);
  for (const part of parts) expect(getComputedStyle(part).whiteSpace).toBe('nowrap');
  expect(link.querySelector('wbr')?.nextElementSibling).toBe(parts[1]);
}

describe('an e-mail address', () => {
  it('wraps only before its "@" in contact details', () => {
    renderWithSite(<ContactDetails contact={site.contact} />);
    expectWrapsOnlyBeforeAt(screen.getByRole('link', { name: email }));
  });

  it('wraps only before its "@" where author text says {email}', () => {
    renderWithSite(<p>{inlineText('Write to {email}.', site)}</p>);
    expectWrapsOnlyBeforeAt(screen.getByRole('link', { name: email }));
  });
});
