import type { CSSProperties } from 'react';
import { island } from '../../islands/island.tsx';
import type { ImageSource as Image } from '../types.ts';
import { Picture } from '../Picture/Picture.tsx';
import { AfterLayer, Divider, Frame, Handle, Layer, Tag } from './CompareSlider.styles.ts';
import { useDividerPosition } from './useDividerPosition.ts';

export interface CompareSliderProps {
  before: Image;
  after: Image;
  /** Accessible name of the divider handle, e.g. "Before and after: Kitchen Cabinets". */
  label: string;
  /** The pictures' `sizes` attribute, passed to Picture. */
  sizes?: string;
  /** Divider position in percent from the left, 0-100. Defaults to 50. */
  initialPosition?: number;
  /** Id of helper text that says how to move the divider (aria-describedby of the handle). */
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
 * divider follows mouse and touch drags and clicks, and its handle is a keyboard slider.
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
  const { position, frameRef, handleRef, frameHandlers, onKeyDown } =
    useDividerPosition(initialPosition);
  const shown = Math.round(position);
  return (
    <Frame
      ref={frameRef}
      className={className}
      style={{ '--position': `${position}%` } as CSSProperties}
      {...frameHandlers}
    >
      <Layer>
        <Picture image={before} sizes={sizes} />
        <Tag $side="before">Before</Tag>
      </Layer>
      <AfterLayer>
        <Picture image={after} sizes={sizes} />
        <Tag $side="after">After</Tag>
      </AfterLayer>
      <Divider>
        <Handle
          ref={handleRef}
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-describedby={describedBy}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown}
          aria-valuetext={`${100 - shown}% after image shown`}
          onKeyDown={onKeyDown}
        >
          <ArrowsIcon />
        </Handle>
      </Divider>
    </Frame>
  );
}

/** Pre-rendered at its starting position; the divider comes alive as it scrolls into view. */
export const CompareSliderIsland = island('CompareSlider', CompareSlider, 'visible');
