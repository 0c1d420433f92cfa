import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ImageSource as Image } from '../types.ts';
import { Picture } from '../Picture/Picture.tsx';

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  text-align: start;
`;

const Portrait = styled.span`
  flex: none;
  img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Name = styled.p`
  margin: 0;
  font-size: 1.05rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.navy};
`;

export const AttributionDetail = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.color.muted};
`;

interface AttributionProps {
  name: string;
  /** Lines under the name, e.g. "Homeowner · Somewhere, NJ". Empty lines are left out. */
  details: readonly (string | undefined)[];
  image?: Image;
  className?: string;
  children?: ReactNode;
}

/** Who gave a testimonial: portrait, name and details, as the figure's caption. */
export function Attribution({ name, details, image, className, children }: AttributionProps) {
  return (
    <Caption className={className}>
      {image && (
        <Portrait>
          <Picture image={image} sizes="56px" />
        </Portrait>
      )}
      <div>
        <Name>{name}</Name>
        {details.filter(Boolean).map((line) => (
          <AttributionDetail key={line}>{line}</AttributionDetail>
        ))}
        {children}
      </div>
    </Caption>
  );
}
