import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/** Base page styles; the shell renders it once. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.5;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  h1, h2, h3, h4 { font-family: ${theme.fonts.heading}; line-height: 1.25; margin: 0 0 0.5em; }
  a { color: ${theme.colors.primary}; }
  img { max-width: 100%; height: auto; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
