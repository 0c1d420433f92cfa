import styled from 'styled-components';
import type { GridTestimonial } from '../../generated/content.ts';
import { Picture } from '../../ui/Picture/Picture.tsx';
import { Stars } from '../../ui/Stars/Stars.tsx';

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  height: 100%;
  margin: 0;
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  font-size: 1.05rem;
  p {
    margin: 0;
  }
  p::before {
    content: '“';
  }
  p::after {
    content: '”';
  }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Detail = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Portrait = styled(Picture)`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  object-fit: cover;
`;

const Name = styled.p`
  margin: 0;
  font-size: 1.05rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.navy};
`;

const Service = styled(Detail)`
  margin-top: 0.35rem;
  color: ${({ theme }) => theme.color.goldDark};
  font-weight: 600;
`;

/** "Role, Position, Company": whichever of them the testimonial gives. */
const whoTheyAre = ({ role, position, company }: GridTestimonial) =>
  [role, position, company].filter(Boolean).join(', ');

export function TestimonialCard({ testimonial }: { testimonial: GridTestimonial }) {
  const who = whoTheyAre(testimonial);
  return (
    <Card>
      <Stars rating={testimonial.rating} />
      <Quote>
        <p>{testimonial.text}</p>
      </Quote>
      <Caption>
        {testimonial.image && <Portrait image={testimonial.image} sizes="56px" />}
        <div>
          <Name>{testimonial.name}</Name>
          {who && <Detail>{who}</Detail>}
          <Detail>{testimonial.location}</Detail>
          {testimonial.service && (
            <Service>
              <span className="visually-hidden">Service: </span>
              {testimonial.service}
            </Service>
          )}
        </div>
      </Caption>
    </Card>
  );
}
