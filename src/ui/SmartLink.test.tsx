import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../tests/support/render.tsx';
import { inlineText } from './inlineText.tsx';
import { SmartLink } from './SmartLink.tsx';

const relOf = (href: string) => {
  const { container, unmount } = render(<SmartLink href={href}>link</SmartLink>);
  const rel = container.querySelector('a')?.getAttribute('rel');
  unmount();
  return rel;
};

describe('SmartLink', () => {
  it('writes rel="noopener noreferrer" on a link that leaves the site', () => {
    expect(relOf('https://example.com/')).toBe('noopener noreferrer');
    // Refused by the validator, but never without rel should one slip through.
    expect(relOf('//evil.example')).toBe('noopener noreferrer');
    expect(relOf('/\\evil.example')).toBe('noopener noreferrer');
    expect(relOf('http://example.com/')).toBe('noopener noreferrer');
  });

  it('writes no rel on a site path, an #anchor, tel: or mailto:', () => {
    for (const href of ['/about', '/#contact', '#faq', 'tel:+19735550142', 'mailto:a@b.co']) {
      expect(relOf(href)).toBeNull();
    }
  });

  it('gives author-text links the same rel', () => {
    render(
      <p>{inlineText('See [the guide](https://example.com/guide) or [us](/about).', site)}</p>,
    );
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'us' })).not.toHaveAttribute('rel');
  });
});
