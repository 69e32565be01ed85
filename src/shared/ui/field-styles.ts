import { css } from 'styled-components'
import { colors, focusRing, radii } from './tokens'

/** The look every text field shares (inputs and text areas): one border, one focus ring. */
export const fieldStyles = css`
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 2px solid ${colors.border};
  border-radius: ${radii.control};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 1rem;

  &[aria-invalid='true'] {
    border-color: ${colors.error};
  }
  &:focus-visible {
    ${focusRing}
    border-color: ${colors.focusRing};
  }
`
