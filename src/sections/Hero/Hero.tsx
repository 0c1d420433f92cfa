import styled from 'styled-components';
import type { HeroSection } from '../../generated/content.ts';
import { useSite } from '../../app/SiteContext.tsx';
import { ActionButton } from '../../ui/ActionButton.tsx';
import { Container } from '../../ui/Container.tsx';
import { PhoneIcon } from '../../ui/icons.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';

const Band = styled.section<{ $fullscreen: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${({ $fullscreen }) => ($fullscreen ? 'max(600px, 100svh)' : 'auto')};
  padding-block: ${({ $fullscreen }) => ($fullscreen ? '4rem' : 'clamp(2.5rem, 6vw, 4.5rem)')};
  background:
    radial-gradient(circle at 85% 20%, rgba(212, 164, 55, 0.18), transparent 45%),
    linear-gradient(
      135deg,
      ${({ theme }) => theme.color.navy},
      ${({ theme }) => theme.color.navyLight}
    );
  color: ${({ theme }) => theme.color.onDark};
`;

const Eyebrow = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.color.gold};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Headline = styled.h1<{ $fullscreen: boolean }>`
  max-width: 22ch;
  margin: 0;
  font-size: ${({ $fullscreen }) =>
    $fullscreen ? 'clamp(2.4rem, 6vw, 4.2rem)' : 'clamp(2rem, 4.5vw, 3rem)'};
`;

const Subtitle = styled.p`
  max-width: 60ch;
  margin: 1.25rem 0 0;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.color.onDarkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  margin-top: 2rem;
`;

const PhoneLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.color.onDark};
  font-weight: 700;
  font-size: 1.1rem;
`;

export function Hero({ section }: { section: HeroSection }) {
  const { site } = useSite();
  const fullscreen = section.variant === 'fullscreen';
  return (
    <Band id={section.anchor} $fullscreen={fullscreen} aria-labelledby="page-heading">
      <Container>
        {section.breadcrumb && <Breadcrumb trail={section.breadcrumb} current={section.headline} />}
        {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
        <Headline id="page-heading" $fullscreen={fullscreen}>
          {section.headline}
        </Headline>
        {section.subtitle && <Subtitle>{section.subtitle}</Subtitle>}
        {(section.actions?.length || section.showPhone) && (
          <Actions>
            {section.actions?.map((action) => (
              <ActionButton key={action.label} action={action} onDark />
            ))}
            {section.showPhone && (
              <PhoneLink href={`tel:${site.contact.phoneE164}`}>
                <PhoneIcon />
                Call {site.contact.phoneDisplay}
              </PhoneLink>
            )}
          </Actions>
        )}
      </Container>
    </Band>
  );
}
