import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { BusinessHours } from './BusinessHours.tsx';

const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('BusinessHours', () => {
  it('lists site.json’s hours in 12-hour time, with closed days said plainly', () => {
    renderWithSite(<BusinessHours section={{ type: 'businessHours', heading: 'Hours' }} />);
    expect(rowsOf(screen.getByRole('region', { name: 'Hours' }))).toEqual([
      'Monday - Friday: 8:00 AM - 6:00 PM',
      'Saturday: 9:00 AM - 2:00 PM',
      'Sunday: Closed',
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('adds the phone-support line and contact details when asked', () => {
    renderWithSite(
      <BusinessHours
        section={{
          type: 'businessHours',
          heading: 'Hours',
          phoneSupport: 'Phone support: weekdays',
          showContactDetails: true,
          locationOverride: 'Elsewhere, NJ',
        }}
      />,
    );
    expect(screen.getByText('Phone support: weekdays')).toBeInTheDocument();
    expect(screen.getByText('Elsewhere, NJ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
    expect(screen.getByRole('link', { name: site.contact.email })).toBeInTheDocument();
  });
});
