import styled from 'styled-components'
import { colors } from '@/shared/ui/tokens'

/** The page column: as wide as the onboarding screens, never wider than a phone needs. */
export const Page = styled.div`
  width: 100%;
  max-width: 36rem;
  margin: 0 auto;
  color: ${colors.text};
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
