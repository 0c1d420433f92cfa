import styled from 'styled-components';
import type { GridTestimonial } from '../../generated/content.ts';
import { Attribution, AttributionDetail } from '../../ui/Testimonial/Attribution.tsx';
import { QuoteText } from '../../ui/Testimonial/QuoteText.tsx';
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

const Words = styled(QuoteText)`
  flex: 1;
  font-size: 1.05rem;
`;

const Caption = styled(Attribution)`
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Service = styled(AttributionDetail)`
  margin-top: 0.35rem;
  color: ${({ theme }) => theme.color.goldDark};
  font-weight: 600;
`;

/** "Role, Position, Company": whichever of them the testimonial gives. */
const whoTheyAre = ({ role, position, company }: GridTestimonial) =>
  [role, position, company].filter(Boolean).join(', ');

export function TestimonialCard({ testimonial }: { testimonial: GridTestimonial }) {
  return (
    <Card>
      <Stars rating={testimonial.rating} />
      <Words text={testimonial.text} />
      <Caption
        name={testimonial.name}
        image={testimonial.image}
        details={[whoTheyAre(testimonial), testimonial.location]}
      >
        {testimonial.service && (
          <Service>
            <span className="visually-hidden">Service: </span>
            {testimonial.service}
          </Service>
        )}
      </Caption>
    </Card>
  );
}
