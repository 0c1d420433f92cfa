import type { ReactNode } from 'react';
import { splashSessionScript } from './Splash/timing.ts';
import { colors } from '../theme/tokens.ts';

/**
 * The whole HTML document, rendered on the server and hydrated on the client.
 * `suppressHydrationWarning` on <html>: the splash script may add data-splash before hydration.
 */
export function Document({ children, splash }: { children: ReactNode; splash: boolean }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colors.navy} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {splash && <script dangerouslySetInnerHTML={{ __html: splashSessionScript }} />}
      </head>
      <body>{children}</body>
    </html>
  );
}
