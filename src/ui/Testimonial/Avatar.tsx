import styled from 'styled-components';
import type { ImageSource as Image } from '../types.ts';
import { Picture } from '../Picture/Picture.tsx';
import { initialsOf } from './initials.ts';

/** Every avatar is this size, photo or initials, so cards in a list line up. */
export const AVATAR_SIZE = 56;

const Frame = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${AVATAR_SIZE}px;
  height: ${AVATAR_SIZE}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.gold};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.2rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  line-height: 1;
  picture {
    display: contents;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  /** The person's name: gives the initials when there is no photo. */
  name: string;
  /** Their photo, if there is one. Its alt text is not used: the name is written beside it. */
  image?: Image;
  className?: string;
}

/**
 * A round avatar of a fixed size: the person's photo (cropped to fill) when given, otherwise
 * their initials in a brand-coloured circle. Decorative either way, because the name is written
 * beside it: the photo has empty alt text and the initials are hidden from screen readers.
 */
export function Avatar({ name, image, className }: AvatarProps) {
  if (image) {
    return (
      <Frame className={className} data-avatar="photo">
        <Picture image={{ ...image, alt: '' }} sizes={`${AVATAR_SIZE}px`} />
      </Frame>
    );
  }
  return (
    <Frame className={className} data-avatar="initials" aria-hidden="true">
      {initialsOf(name)}
    </Frame>
  );
}
