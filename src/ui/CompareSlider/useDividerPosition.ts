import {
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { clampPercent, positionAfterKey } from './dividerPosition.ts';

type FramePointerEvent = ReactPointerEvent<HTMLElement>;

/**
 * State and event handlers of a comparison divider: the frame takes pointer input (a mouse press
 * or a tap jumps the divider there, a drag moves it), the handle takes keyboard input.
 */
export function useDividerPosition(initial = 50) {
  const [position, setPositionState] = useState(() => clampPercent(initial));
  // Where the divider is now, even before React has rendered the last move: key presses that
  // arrive in one task (a held first press replayed as its island wakes) each build on the last.
  const latest = useRef(position);
  const setPosition = (next: number) => {
    latest.current = next;
    setPositionState(next);
  };
  const frameRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const activePointer = useRef<number | null>(null);

  const moveTo = (clientX: number) => {
    const box = frameRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPosition(clampPercent(((clientX - box.left) / box.width) * 100));
  };

  const frameHandlers = {
    onPointerDown(event: FramePointerEvent) {
      if (event.button !== 0) return;
      activePointer.current = event.pointerId;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      // A touch may still turn into a vertical scroll (touch-action: pan-y), so it only moves
      // the divider once it drags sideways or ends as a tap. A mouse press moves it at once and
      // hands focus to the handle, so the arrow keys carry on from there.
      if (event.pointerType === 'mouse') {
        event.preventDefault();
        handleRef.current?.focus({ preventScroll: true });
        moveTo(event.clientX);
      }
    },
    onPointerMove(event: FramePointerEvent) {
      if (activePointer.current === event.pointerId) moveTo(event.clientX);
    },
    onPointerUp(event: FramePointerEvent) {
      if (activePointer.current !== event.pointerId) return;
      moveTo(event.clientX);
      activePointer.current = null;
    },
    onPointerCancel() {
      activePointer.current = null;
    },
  };

  const onKeyDown = (event: ReactKeyboardEvent) => {
    const next = positionAfterKey(event.key, event.shiftKey, Math.round(latest.current));
    if (next === undefined) return;
    event.preventDefault();
    setPosition(next);
  };

  return { position, frameRef, handleRef, frameHandlers, onKeyDown };
}
