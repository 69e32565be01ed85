import type { ReactNode } from 'react'
import styled from 'styled-components'
import { colors, radii } from '@/shared/ui/tokens'
import { useProfileTexts } from '../profile-texts'

/** The heading and the white card the form (or the failure text) sits in. */
export function EditProfileFrame({ children }: { children: ReactNode }) {
  const texts = useProfileTexts().edit
  return (
    <Card aria-labelledby="edit-profile-heading">
      <Heading id="edit-profile-heading">{texts.heading}</Heading>
      <Intro>{texts.intro}</Intro>
      {children}
    </Card>
  )
}

const Card = styled.section`
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.25rem 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgb(16 24 40 / 0.12);

  @media (min-width: 48rem) {
    padding: 2rem;
  }
`

const Heading = styled.h1`
  margin: 0 0 0.25rem;
  font-size: 1.5rem;
  line-height: 1.25;
  color: ${colors.text};
`

const Intro = styled.p`
  margin: 0 0 1.25rem;
  color: ${colors.mutedText};
`
