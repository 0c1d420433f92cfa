import type { ReactNode } from 'react';
import { colors } from '../theme/tokens.ts';

/**
 * The whole HTML document, rendered on the server and hydrated on the client. Scripts and
 * styles for <head> are added by the server around React (see entry-server.tsx).
 * `suppressHydrationWarning` on <html>: the splash script may add data-splash before hydration.
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colors.navy} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
