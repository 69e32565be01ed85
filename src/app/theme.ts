import { createGlobalStyle } from 'styled-components'

/** Base styles for every screen: system fonts (no download), readable on a 320 px phone. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 1rem;
    line-height: 1.5;
    color: #1a2230;
    background: #f6f8fb;
  }
  a { color: #0b4f8a; }
  :focus-visible { outline: 3px solid #1d6fd6; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`
