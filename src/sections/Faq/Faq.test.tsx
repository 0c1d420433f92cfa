import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FaqSection } from '../../generated/content.ts';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { Faq } from './Faq.tsx';

const section: FaqSection = {
  type: 'faq',
  heading: 'Frequently Asked Questions',
  items: [
    { question: 'How long does a room take?', answer: 'Most rooms take one to two days.' },
    { question: 'Do you move furniture?', answer: 'Yes, and we cover what stays.' },
    {
      question: 'How do I book?',
      answer: 'Call {phone} or use the [contact page](/get-in-touch).',
    },
  ],
};

const question = (name: string) => screen.getByRole('heading', { level: 3, name });
const answer = (text: string) => screen.getByText(text);

describe('Faq', () => {
  it('lists every question as a heading under the section heading, answers closed', () => {
    renderWithSite(<Faq section={section} />);
    expect(screen.getByRole('region', { name: section.heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      section.items.map((item) => item.question),
    );
    expect(answer('Most rooms take one to two days.')).not.toBeVisible();
  });

  it('keeps every answer in the HTML so it reads without JavaScript', () => {
    const { container } = renderWithSite(<Faq section={section} />);
    expect(container).toHaveTextContent('Most rooms take one to two days.');
    expect(container).toHaveTextContent('Yes, and we cover what stays.');
  });

  it('opens and closes each item independently of the others', async () => {
    const user = userEvent.setup();
    renderWithSite(<Faq section={section} />);
    await user.click(question('How long does a room take?'));
    await user.click(question('Do you move furniture?'));
    expect(answer('Most rooms take one to two days.')).toBeVisible();
    expect(answer('Yes, and we cover what stays.')).toBeVisible();
    await user.click(question('How long does a room take?'));
    expect(answer('Most rooms take one to two days.')).not.toBeVisible();
    expect(answer('Yes, and we cover what stays.')).toBeVisible();
  });

  it('opens the items listed in defaultOpen when the page loads', () => {
    renderWithSite(<Faq section={{ ...section, defaultOpen: [1] }} />);
    expect(answer('Yes, and we cover what stays.')).toBeVisible();
    expect(answer('Most rooms take one to two days.')).not.toBeVisible();
  });

  it('turns {phone} and [label](/path) in answers into links', async () => {
    const user = userEvent.setup();
    renderWithSite(<Faq section={section} />);
    await user.click(question('How do I book?'));
    expect(screen.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/get-in-touch',
    );
  });
});
