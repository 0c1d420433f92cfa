import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { AVATAR_SIZE } from './Avatar.tsx';
import { initialsOf } from './initials.ts';
import { TestimonialCard, type TestimonialCardData } from './TestimonialCard.tsx';
import { TestimonialList } from './TestimonialList.tsx';

const portrait = { src: '/Assets/art/client-portrait-1.svg', alt: 'Jennifer in her kitchen' };
const jennifer: TestimonialCardData = {
  name: 'Jennifer M.',
  role: 'Homeowner',
  location: 'Somewhere, NJ',
  text: 'Careful prep, clean lines and a tidy house every evening.',
  rating: 5,
  service: 'Interior Painting',
  image: portrait,
};
const david: TestimonialCardData = {
  name: 'David Lee Moss',
  position: 'Facilities Director',
  company: 'Acme Offices',
  location: 'Elsewhere, NJ',
  text: 'They painted over two weekends so we never lost a working day.',
  rating: 4,
};

const avatarOf = (card: HTMLElement) => card.querySelector<HTMLElement>('[data-avatar]');

describe('initialsOf', () => {
  it.each([
    ['Jennifer M.', 'JM'],
    ['David Lee Moss', 'DM'],
    ['ann', 'A'],
    ['  Mary-Anne   o’Neil ', 'MO'],
    ['Émile Zola', 'ÉZ'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('TestimonialCard', () => {
  it('is a figure: stars with a text alternative, the words as a quote, who said it as caption', () => {
    renderWithSite(<TestimonialCard testimonial={jennifer} />);
    const card = screen.getByRole('figure');
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(card.querySelector('blockquote')).toHaveTextContent(jennifer.text);
    const caption = card.querySelector('figcaption')!;
    expect(caption).toHaveTextContent('Jennifer M.');
    expect(caption).toHaveTextContent('Homeowner · Somewhere, NJ');
    expect(card).toHaveTextContent('Service: Interior Painting');
  });

  it('shows the photo when there is one, decorative because the name is beside it', () => {
    renderWithSite(<TestimonialCard testimonial={jennifer} />);
    const avatar = avatarOf(screen.getByRole('figure'))!;
    expect(avatar).toHaveAttribute('data-avatar', 'photo');
    const photo = avatar.querySelector('img')!;
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('src', expect.stringContaining('/client-portrait-1-'));
    expect(avatar).not.toHaveTextContent('JM');
  });

  it('shows the initials otherwise, hidden from screen readers', () => {
    renderWithSite(<TestimonialCard testimonial={david} />);
    const card = screen.getByRole('figure');
    const avatar = avatarOf(card)!;
    expect(avatar).toHaveAttribute('data-avatar', 'initials');
    expect(avatar).toHaveTextContent('DM');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar.querySelector('img')).toBeNull();
    expect(card.querySelector('figcaption')).toHaveTextContent(
      'Facilities Director, Acme Offices · Elsewhere, NJ',
    );
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });
});

describe('TestimonialList', () => {
  it('gives every card an avatar of the same size, photo or initials', () => {
    const people = [jennifer, david, { ...jennifer, name: 'Sam Q.', image: undefined }];
    renderWithSite(<TestimonialList testimonials={people} columns={3} />);
    const cards = screen.getAllByRole('figure');
    expect(cards).toHaveLength(3);
    const avatars = cards.map(avatarOf);
    expect(avatars.map((avatar) => avatar?.dataset.avatar)).toEqual([
      'photo',
      'initials',
      'initials',
    ]);
    // One styled frame for both kinds: the same class, so the same fixed size.
    expect(new Set(avatars.map((avatar) => avatar!.className)).size).toBe(1);
    for (const avatar of avatars) {
      const style = getComputedStyle(avatar!);
      expect(style.width).toBe(`${AVATAR_SIZE}px`);
      expect(style.height).toBe(`${AVATAR_SIZE}px`);
    }
    // Each avatar sits in its card's caption, before the name.
    for (const [index, card] of cards.entries()) {
      const caption = card.querySelector('figcaption')!;
      expect(caption.querySelector('[data-avatar]')).toBe(avatars[index]);
      const name = within(caption).getByText(people[index]!.name);
      expect(avatars[index]!.compareDocumentPosition(name)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });
});
