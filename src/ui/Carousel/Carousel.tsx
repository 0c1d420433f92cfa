import type { CSSProperties, ReactNode } from 'react';
import { CONTROL } from '../controlAttributes.ts';
import { CarouselControls } from './CarouselControls.tsx';
import { Slide, Track, Viewport } from './Carousel.styles.ts';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** id of the visible heading that names the carousel. */
  labelledBy: string;
  /** What one slide is called in control names and announcements, e.g. "testimonial". */
  itemName: string;
  slides: readonly CarouselSlide[];
  autoAdvanceMs?: number;
  /** Slide animation in milliseconds; none for visitors who prefer reduced motion. */
  transitionMs?: number;
  className?: string;
}

/**
 * One slide visible at a time, with previous/next buttons and dots (APG carousel pattern),
 * pre-rendered on the first slide. Every slide is in the HTML; the hidden ones are inert. The
 * page's runtime (client/controls/carousel.ts) moves it, rotates it while it is on screen, and
 * announces only the moves the visitor makes.
 */
export function Carousel({
  labelledBy,
  itemName,
  slides,
  autoAdvanceMs,
  transitionMs = 500,
  className,
}: CarouselProps) {
  const count = slides.length;
  const rotates = autoAdvanceMs !== undefined && count > 1;
  const trackStyle = { '--index': 0, '--slide-ms': `${transitionMs}ms` } as CSSProperties;
  const root = { [CONTROL.carousel]: rotates ? String(autoAdvanceMs) : '' };
  const status = { [CONTROL.carouselStatus]: itemName };
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      className={className}
      {...root}
      data-index="0"
      data-playing="true"
    >
      <Viewport>
        <Track style={trackStyle}>
          {slides.map((slide, position) => {
            const hidden = position !== 0;
            return (
              <Slide
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                {slide.content}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {count > 1 && <CarouselControls count={count} rotates={rotates} itemName={itemName} />}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" {...status} />
    </div>
  );
}
