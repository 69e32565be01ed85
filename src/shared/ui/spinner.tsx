import styled, { keyframes } from 'styled-components'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

/** A decorative spinning ring; pair it with text or aria-busy for assistive technology. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = '1.1em' }) => $size};
  height: ${({ $size = '1.1em' }) => $size};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`
