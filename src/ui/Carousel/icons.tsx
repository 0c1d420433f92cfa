const Svg = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

export const PreviousIcon = () => <Svg d="M15 5l-7 7 7 7" />;
export const NextIcon = () => <Svg d="M9 5l7 7-7 7" />;
export const PauseIcon = () => <Svg d="M8 5v14M16 5v14" />;
export const PlayIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M7 4.5v15L19 12z" fill="currentColor" />
  </svg>
);
