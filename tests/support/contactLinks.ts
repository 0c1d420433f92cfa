import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { site } from './render.tsx';

/** The site's click-to-call phone and mailto e-mail links are on screen and lead where they say. */
export function expectPhoneAndEmailLinks() {
  expect(screen.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:${site.contact.phoneE164}`,
  );
  expect(screen.getByRole('link', { name: site.contact.email })).toHaveAttribute(
    'href',
    `mailto:${site.contact.email}`,
  );
}
