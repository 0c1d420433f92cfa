import styled, { css } from 'styled-components';
import type { ImageSource as Image } from '../types.ts';
import { Avatar } from './Avatar.tsx';
import { keepTogether } from '../keepTogether.tsx';

/** The caption measures its own width (a size container) so a narrow card can stack its row. */
const Caption = styled.figcaption`
  container: attribution / inline-size;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** Avatar and name top-aligned, so names line up across cards whose details wrap differently. */
const Row = styled.div<{ $centered: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.9rem;
  text-align: start;
  ${({ $centered }) =>
    $centered &&
    css`
      justify-content: center;
    `}
  /* Too narrow for the name beside the avatar: the name goes under it. */
  @container attribution (max-width: 16rem) {
    flex-direction: column;
    align-items: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
    gap: 0.6rem;
    text-align: ${({ $centered }) => ($centered ? 'center' : 'start')};
  }
`;

const Who = styled.div`
  min-width: 0;
  /* Centres a name and one line of details on the avatar. */
  padding-top: 0.2rem;
  @container attribution (max-width: 16rem) {
    padding-top: 0;
  }
`;

const Name = styled.p`
  margin: 0;
  font-size: 1.05rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.navy};
`;

const Details = styled.p`
  margin: 0.15rem 0 0;
  font-size: 0.95rem;
  line-height: 1.45;
  color: ${({ theme }) => theme.color.muted};
  /* A place name stays on one line, unless it is longer than the line (then it wraps). */
  [data-place] {
    display: inline-block;
    max-width: 100%;
  }
  /* Narrow: who they are and where they are each take a line. */
  @container attribution (max-width: 16rem) {
    [data-separator] {
      display: none;
    }
    span {
      display: block;
    }
  }
`;

export interface AttributionProps {
  name: string;
  /** Where they live or work, e.g. "Somewhere, NJ". */
  location: string;
  /** What kind of client, e.g. Homeowner. */
  role?: string;
  /** Job title, shown before the company. */
  position?: string;
  company?: string;
  image?: Image;
  /** Centre the row in the caption (a card whose text is centred). Defaults to start. */
  centered?: boolean;
  className?: string;
}

/**
 * Who gave a testimonial, as the figure's caption: avatar (photo or initials), then the name
 * and one line "Role, Position, Company · Location" with whichever of the first three are given.
 */
export function Attribution({
  name,
  location,
  role,
  position,
  company,
  image,
  centered = false,
  className,
}: AttributionProps) {
  const who = [role, position, company].filter(Boolean).join(', ');
  return (
    <Caption className={className}>
      <Row $centered={centered}>
        <Avatar name={name} image={image} />
        <Who>
          <Name>{name}</Name>
          <Details>
            {who && (
              <>
                <span>{keepTogether(who)}</span>
                <span data-separator> · </span>
              </>
            )}
            <span data-place>{location}</span>
          </Details>
        </Who>
      </Row>
    </Caption>
  );
}
