import styled from 'styled-components';
import type { HeroSection } from '../../generated/content.ts';
import { ActionRow } from '../../forms/ActionRow.tsx';
import { Container } from '../../ui/Container.tsx';
import { Breadcrumb } from '../../ui/Breadcrumb/Breadcrumb.tsx';
import { HeroBackdrop } from './HeroBackdrop.tsx';
import { HeroIllustration, HeroMotif } from './HeroIllustration.tsx';
import { keepTogether } from '../../ui/keepTogether.tsx';
import { PAGE_HEADING_ID } from '../../shared/frameIds.ts';

const HeroBreadcrumb = styled(Breadcrumb)`
  margin-bottom: 1.25rem;
`;
const Band = styled.section<{ $fullscreen: boolean; $video: boolean }>`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: ${({ $fullscreen }) => ($fullscreen ? 'max(600px, 100svh)' : 'auto')};
  padding-block: ${({ $fullscreen }) => ($fullscreen ? '4rem' : 'clamp(2.5rem, 6vw, 4.5rem)')};
  /* Room under the text for the video's pause button. */
  ${({ $video }) => ($video ? 'padding-bottom: max(4.5rem, 6vw);' : '')}
  background:
    radial-gradient(circle at 85% 20%, rgba(212, 164, 55, 0.18), transparent 45%),
    linear-gradient(
      135deg,
      ${({ theme }) => theme.color.navy},
      ${({ theme }) => theme.color.navyLight}
    );
  color: ${({ theme }) => theme.color.onDark};
`;

const Content = styled(Container)<{ $split: boolean }>`
  position: relative;
  z-index: 1;
  ${({ $split }) =>
    $split &&
    `@media (min-width: 900px) {
      display: grid;
      grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
      align-items: center;
      gap: clamp(2rem, 5vw, 4rem);
    }`}
`;

// Over a picture, gold and muted text would need a darker overlay than the picture deserves.
const Eyebrow = styled.p<{ $overMedia: boolean }>`
  margin: 0 0 0.75rem;
  color: ${({ $overMedia, theme }) => ($overMedia ? theme.color.onDark : theme.color.gold)};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  /* The accent line sits beside the first line; a second line wraps beside it, not under it. */
  ${({ $overMedia, theme }) =>
    $overMedia &&
    `display: flex;
    align-items: flex-start;
    gap: 0.75rem;
    &::before {
      content: '';
      flex: none;
      width: 2rem;
      height: 1lh;
      background: linear-gradient(${theme.color.gold}, ${theme.color.gold}) center / 100% 3px
        no-repeat;
    }`}
`;

const Headline = styled.h1<{ $fullscreen: boolean }>`
  max-width: 22ch;
  margin: 0;
  font-size: ${({ $fullscreen }) =>
    $fullscreen ? 'clamp(2.4rem, 6vw, 4.2rem)' : 'clamp(2rem, 4.5vw, 3rem)'};
`;

const Subtitle = styled.p<{ $overMedia: boolean }>`
  /* About 60 characters, in em: a ch is the width of "0", which differs between the brand font
     and its metric-matched fallback, so the measure would change as the font swaps in. */
  max-width: 30em;
  margin: 1.25rem 0 0;
  font-size: 1.2rem;
  color: ${({ $overMedia, theme }) => ($overMedia ? theme.color.onDark : theme.color.onDarkMuted)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  margin-top: 2rem;
`;

export function Hero({ section }: { section: HeroSection }) {
  const fullscreen = section.variant === 'fullscreen';
  const overMedia = Boolean(section.image || section.video);
  // A compact hero on plain navy shows its own picture beside the text, or the brand motif.
  const aside =
    fullscreen || overMedia ? null : section.illustration ? (
      <HeroIllustration image={section.illustration} />
    ) : (
      <HeroMotif />
    );
  return (
    <Band
      id={section.anchor}
      $fullscreen={fullscreen}
      $video={Boolean(section.video)}
      aria-labelledby={PAGE_HEADING_ID}
    >
      <Content $split={Boolean(aside)}>
        <div>
          {section.breadcrumb && (
            <HeroBreadcrumb
              trail={section.breadcrumb}
              current={section.breadcrumbCurrent ?? section.headline}
            />
          )}
          {section.eyebrow && (
            <Eyebrow $overMedia={overMedia}>
              <span>{keepTogether(section.eyebrow)}</span>
            </Eyebrow>
          )}
          <Headline id={PAGE_HEADING_ID} $fullscreen={fullscreen}>
            {keepTogether(section.headline)}
          </Headline>
          {section.subtitle && (
            <Subtitle $overMedia={overMedia}>{keepTogether(section.subtitle)}</Subtitle>
          )}
          {(section.actions?.length || section.showPhone) && (
            <Actions>
              <ActionRow actions={section.actions} showPhone={section.showPhone} onDark />
            </Actions>
          )}
        </div>
        {aside}
      </Content>
      <HeroBackdrop image={section.image} video={section.video} />
    </Band>
  );
}
