import { createGlobalStyle } from 'styled-components';
import { fallbackFontCss, fontStacks } from 'virtual:fonts';
import { rootVariables } from './tokens.ts';

export const GlobalStyle = createGlobalStyle`
  ${fallbackFontCss}
  :root {
    ${rootVariables(fontStacks)}
    color-scheme: light;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.headerHeight}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.0625rem;
    line-height: 1.65;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.surface};
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.font.heading}; line-height: 1.2; color: inherit; }
  img, svg, video { max-width: 100%; display: block; }
  a { color: ${({ theme }) => theme.color.link}; }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  /* Every page is a document of its own: the browser cross-fades from one to the next. */
  @media (prefers-reduced-motion: no-preference) {
    @view-transition { navigation: auto; }
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
