import 'react';

/** Invoker commands (Chromium 135, Firefox 144), not yet in React's types. */
declare module 'react' {
  // Merging with React's own interface needs its type parameter, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover';
  }
}
