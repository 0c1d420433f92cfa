import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { ContactSection } from './ContactSection.tsx';
import { expectPhoneAndEmailLinks } from '../../../tests/support/contactLinks.ts';

describe('ContactSection', () => {
  it('shows the heading, intro and site contact details with working links', () => {
    renderWithSite(
      <ContactSection
        section={{
          type: 'contactSection',
          anchor: 'contact',
          heading: 'Get in Touch',
          intro: 'We reply within one business day.',
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Get in Touch' });
    expect(region).toHaveAttribute('id', 'contact');
    expect(screen.getByText('We reply within one business day.')).toBeInTheDocument();
    expectPhoneAndEmailLinks();
    expect(screen.getByText(site.contact.location)).toBeInTheDocument();
  });

  it('shows the page’s own spelling of the location when given one', () => {
    renderWithSite(
      <ContactSection
        section={{ type: 'contactSection', heading: 'Contact', locationOverride: 'Elsewhere, NJ' }}
      />,
    );
    expect(screen.getByText('Elsewhere, NJ')).toBeInTheDocument();
    expect(screen.queryByText(site.contact.location)).toBeNull();
  });

  it('offers the estimate button when the section has one', () => {
    renderWithSite(
      <ContactSection
        section={{
          type: 'contactSection',
          heading: 'Contact',
          action: { label: 'Request a Service Quote', intent: 'estimate' },
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Request a Service Quote' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('shows the contact form by default, and only the details when the page turns it off', () => {
    const { unmount } = renderWithSite(
      <ContactSection section={{ type: 'contactSection', heading: 'Contact' }} />,
    );
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    expect(form).toContainElement(screen.getByRole('button', { name: 'Send Message' }));
    unmount();
    renderWithSite(
      <ContactSection section={{ type: 'contactSection', heading: 'Contact', form: false }} />,
    );
    expect(screen.queryByRole('form')).toBeNull();
    expectPhoneAndEmailLinks();
  });

  it('shows the business hours from site.json with the contact details, beside the form', () => {
    renderWithSite(
      <ContactSection
        section={{
          type: 'contactSection',
          heading: 'Get in Touch',
          hours: { heading: 'Business Hours', phoneSupport: 'Phone support: weekdays' },
        }}
      />,
    );
    const hours = screen.getByRole('region', { name: 'Business Hours' });
    expect(hours.previousElementSibling).toHaveTextContent(site.contact.email);
    for (const row of site.hours) expect(hours).toHaveTextContent(row.label);
    expect(hours).toHaveTextContent('Phone support: weekdays');
    // The form is in the other column, not in the same block as the hours.
    expect(hours.parentElement).not.toContainElement(screen.getByRole('form'));
  });
});
