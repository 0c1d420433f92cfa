import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite, site } from '../../tests/support/render.tsx';
import { inlineText } from './inlineText.tsx';

const renderText = (text: string) => renderWithSite(<p>{inlineText(text, site)}</p>);

describe('inlineText', () => {
  it('turns [label](href) into links and keeps the text around them', () => {
    renderText('Read [our story](/our-story) or [call](tel:+15555550100) today.');
    expect(screen.getByRole('link', { name: 'our story' })).toHaveAttribute('href', '/our-story');
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+15555550100');
    expect(screen.getByRole('paragraph')).toHaveTextContent('Read our story or call today.');
  });

  it('fills {phone}, {email}, {location} and {brand} from site.json', () => {
    renderText('{brand} in {location}: {phone} / {email}');
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      `${site.brand.name} in ${site.contact.location}: ${site.contact.phoneDisplay} / ${site.contact.email}`,
    );
    expect(screen.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
  });

  it('leaves text without markup unchanged', () => {
    renderText('Plain [not a link] {unknown}');
    expect(screen.getByRole('paragraph')).toHaveTextContent('Plain [not a link] {unknown}');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps number ranges and short compounds on one line, in text and in link labels', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderText('Rooms in 1-2 days, [whole floors in 3–5](/services) by an on-time crew.');
    // React warns (in development) about a list child without a key.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const kept = [...screen.getByRole('paragraph').querySelectorAll('span')].filter(
      (span) => getComputedStyle(span).whiteSpace === 'nowrap',
    );
    expect(kept.map((span) => span.textContent)).toEqual(['1-2', '3–5', 'on-time']);
    expect(screen.getByRole('link', { name: 'whole floors in 3–5' })).toContainElement(kept[1]!);
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Rooms in 1-2 days, whole floors in 3–5 by an on-time crew.',
    );
  });
});
