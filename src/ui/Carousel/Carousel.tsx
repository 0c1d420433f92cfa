import type { CSSProperties, ReactNode } from 'react';
import { CarouselControls } from './CarouselControls.tsx';
import { Slide, Track, Viewport } from './Carousel.styles.ts';
import { useCarousel } from './useCarousel.ts';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
  /** Read to screen readers when the visitor moves to this slide, e.g. the quote and its author. */
  summary: string;
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
 * One slide visible at a time, with previous/next buttons and dots (APG carousel pattern). Every
 * slide is in the HTML; the hidden ones are inert. Only moves the visitor makes are announced.
 */
export function Carousel({
  labelledBy,
  itemName,
  slides,
  autoAdvanceMs,
  transitionMs = 500,
  className,
}: CarouselProps) {
  const carousel = useCarousel({ count: slides.length, autoAdvanceMs });
  const { index, count } = carousel;
  const current = slides[index];
  const trackStyle = { '--index': index, '--slide-ms': `${transitionMs}ms` } as CSSProperties;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      className={className}
      {...carousel.pauseHandlers}
    >
      <Viewport>
        <Track style={trackStyle}>
          {slides.map((slide, position) => {
            const hidden = position !== index;
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
      {count > 1 && <CarouselControls carousel={carousel} itemName={itemName} />}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {carousel.changedByVisitor && current
          ? `Showing ${itemName} ${index + 1} of ${count}: ${current.summary}`
          : ''}
      </p>
    </div>
  );
}
