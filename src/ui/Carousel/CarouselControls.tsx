import { CONTROL } from '../controlAttributes.ts';
import { Controls, Dot, Dots, RotationIcons, RoundButton } from './Carousel.styles.ts';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons.tsx';

interface CarouselControlsProps {
  count: number;
  /** The carousel moves by itself, so it offers a pause button. */
  rotates: boolean;
  /** What one slide is called in the buttons' names, e.g. "testimonial". */
  itemName: string;
}

const action = (name: 'previous' | 'next' | 'rotation') => ({ [CONTROL.carouselAction]: name });

/** Pause/play (only when auto-advance may run), previous, one dot per slide, next. */
export function CarouselControls({ count, rotates, itemName }: CarouselControlsProps) {
  return (
    <Controls>
      {rotates && (
        <RoundButton
          type="button"
          {...action('rotation')}
          aria-label={`Pause automatic ${itemName} rotation`}
        >
          <RotationIcons>
            <PauseIcon />
            <PlayIcon />
          </RotationIcons>
        </RoundButton>
      )}
      <RoundButton type="button" {...action('previous')} aria-label={`Previous ${itemName}`}>
        <PreviousIcon />
      </RoundButton>
      <Dots>
        {Array.from({ length: count }, (_, dot) => (
          <Dot
            key={dot}
            type="button"
            {...{ [CONTROL.carouselDot]: dot }}
            aria-label={`Show ${itemName} ${dot + 1} of ${count}`}
            aria-current={dot === 0 ? 'true' : undefined}
          />
        ))}
      </Dots>
      <RoundButton type="button" {...action('next')} aria-label={`Next ${itemName}`}>
        <NextIcon />
      </RoundButton>
    </Controls>
  );
}
