import styled from 'styled-components'
import { colors, focusRing, radii } from '@/shared/ui/tokens'

/** The page column: as wide as the onboarding screens, never wider than a phone needs. */
export const Page = styled.div`
  width: 100%;
  max-width: 36rem;
  margin: 0 auto;
  color: ${colors.text};
`

/** The step card, the same as onboarding's. */
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

export const Paragraph = styled.p`
  margin: 0 0 1rem;
  color: ${colors.text};
  line-height: 1.5;
  overflow-wrap: anywhere;
`

export const MutedLine = styled.p`
  margin: 0 0 1rem;
  min-height: 1.5em;
  color: ${colors.mutedText};
  line-height: 1.5;
  overflow-wrap: anywhere;
`
