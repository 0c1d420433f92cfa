/**
 * Sets the point of a picture kept in view where a layout crops it (`focus`, which the site
 * turns into `object-position`): a click on the picture puts the point there. The Across and
 * Down fields under it set the same point by keyboard.
 */
interface Props {
  src: string;
  x: number;
  y: number;
  onPick: (x: number, y: number) => void;
}

const percent = (offset: number, size: number) =>
  Math.min(100, Math.max(0, Math.round((offset / size) * 100)));

export function FocusPicker({ src, x, y, onPick }: Props) {
  return (
    <div className="focus-picker">
      <p className="help">Click the picture where it must stay in view.</p>
      <div className="focus-frame">
        {/* The pointer's shortcut; the Across and Down fields below are the keyboard's way. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <img
          src={src}
          alt=""
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            onPick(
              percent(event.clientX - box.left, box.width),
              percent(event.clientY - box.top, box.height),
            );
          }}
        />
        <span className="focus-mark" style={{ left: `${x}%`, top: `${y}%` }} aria-hidden="true" />
      </div>
    </div>
  );
}
