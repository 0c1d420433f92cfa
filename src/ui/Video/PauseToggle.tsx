import styled from 'styled-components';

const Toggle = styled.button`
  position: absolute;
  right: 1rem;
  bottom: 1rem;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.onDark};
  border-radius: 50%;
  background: color-mix(in srgb, ${({ theme }) => theme.color.navy} 75%, transparent);
  color: ${({ theme }) => theme.color.onDark};
  cursor: pointer;
  &[hidden] {
    display: none;
  }
  &[data-paused='true'] .pause,
  &[data-paused='false'] .play {
    display: none;
  }
`;

/**
 * Lets visitors stop moving background video (WCAG 2.2.2: pause, stop, hide) or start it.
 * Pre-rendered hidden; the browser shows it once its video plays, and keeps its state and name
 * (client/behaviors/backgroundVideo.ts).
 */
export function PauseToggle() {
  return (
    <Toggle
      type="button"
      hidden
      data-video-toggle=""
      data-paused="false"
      aria-label="Pause background video"
    >
      <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path className="play" d="M7 4v16l13-8z" />
        <path className="pause" d="M6 4h4v16H6zM14 4h4v16h-4z" />
      </svg>
    </Toggle>
  );
}
