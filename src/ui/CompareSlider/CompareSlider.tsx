import type { CSSProperties } from 'react';
import { CONTROL } from '../controlAttributes.ts';
import type { ImageSource as Image } from '../types.ts';
import { Picture } from '../Picture/Picture.tsx';
import {
  AfterLayer,
  Divider,
  Pictures,
  Handle,
  Layer,
  Range,
  Tag,
} from './CompareSlider.styles.ts';
import { afterShownText } from './dividerPosition.ts';

export interface CompareSliderProps {
  before: Image;
  after: Image;
  /** Accessible name of the divider, e.g. "Before and after: Kitchen Cabinets". */
  label: string;
  /** The pictures' `sizes` attribute, passed to Picture. */
  sizes?: string;
  /** Divider position in percent from the left, 0-100. Defaults to 50. */
  initialPosition?: number;
  /** Id of helper text that says how to move the divider (aria-describedby of the slider). */
  describedBy?: string;
  className?: string;
}

const ArrowsIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M9 6 3 12l6 6M15 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * Two pictures of the same view, before on the left of a divider and after on the right. The
 * divider is a native range input laid over the pictures: a press or a tap jumps it there, a
 * sideways drag moves it, and its keys work before any script has run. The page's runtime
 * (client/controls/compareSlider.ts) draws the divider where the input says.
 */
export function CompareSlider({
  before,
  after,
  label,
  sizes,
  initialPosition = 50,
  describedBy,
  className,
}: CompareSliderProps) {
  const position = Math.round(Math.min(100, Math.max(0, initialPosition)));
  const frame = { [CONTROL.compare]: '' };
  return (
    <Pictures
      {...frame}
      className={className}
      style={{ '--position': `${position}%` } as CSSProperties}
    >
      <Layer>
        <Picture image={before} sizes={sizes} />
        <Tag $side="before">Before</Tag>
      </Layer>
      <AfterLayer>
        <Picture image={after} sizes={sizes} />
        <Tag $side="after">After</Tag>
      </AfterLayer>
      <Divider aria-hidden="true">
        <Handle>
          <ArrowsIcon />
        </Handle>
      </Divider>
      <Range
        type="range"
        min={0}
        max={100}
        step={1}
        defaultValue={position}
        aria-label={label}
        aria-describedby={describedBy}
        aria-valuetext={afterShownText(position)}
        // The position a visitor left it at is not restored on a later visit.
        autoComplete="off"
      />
    </Pictures>
  );
}
