import styled from 'styled-components'
import { colors, focusRing, radii } from './tokens'

/**
 * The white step card of the onboarding and post-interview screens: full width on a phone,
 * at most 36rem. It may take the focus (after a step change) without a ring for the mouse.
 */
export const Card = styled.section`
  width: 100%;
  max-width: 36rem;
  margin: 0 auto;
  padding: 1.25rem 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgb(16 24 40 / 0.12);

  @media (min-width: 30rem) {
    padding: 2rem;
  }

  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`
