import type { CarouselState } from './useCarousel.ts';
import { Controls, Dot, Dots, RoundButton } from './Carousel.styles.ts';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons.tsx';

interface CarouselControlsProps {
  carousel: CarouselState;
  /** What one slide is called in the buttons' names, e.g. "testimonial". */
  itemName: string;
}

/** Pause/play (only when auto-advance may run), previous, one dot per slide, next. */
export function CarouselControls({ carousel, itemName }: CarouselControlsProps) {
  const { index, count } = carousel;
  return (
    <Controls>
      {carousel.canAutoAdvance && (
        <RoundButton
          type="button"
          data-auto-advance=""
          onClick={carousel.togglePlaying}
          aria-label={`${carousel.playing ? 'Pause' : 'Play'} automatic ${itemName} rotation`}
        >
          {carousel.playing ? <PauseIcon /> : <PlayIcon />}
        </RoundButton>
      )}
      <RoundButton type="button" onClick={carousel.previous} aria-label={`Previous ${itemName}`}>
        <PreviousIcon />
      </RoundButton>
      <Dots>
        {Array.from({ length: count }, (_, dot) => (
          <Dot
            key={dot}
            type="button"
            onClick={() => carousel.goTo(dot)}
            aria-label={`Show ${itemName} ${dot + 1} of ${count}`}
            aria-current={dot === index ? 'true' : undefined}
          />
        ))}
      </Dots>
      <RoundButton type="button" onClick={carousel.next} aria-label={`Next ${itemName}`}>
        <NextIcon />
      </RoundButton>
    </Controls>
  );
}
