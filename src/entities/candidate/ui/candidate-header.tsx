import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { BasicProfile } from '@contract/profile'
import { colors, radii } from '@/shared/ui/tokens'
import { useLocale } from '@/shared/i18n/intl'
import { useCandidateTexts } from '../candidate-texts'
import { experienceText } from '../model/candidate-header-text'
import { CandidateAvatar } from './candidate-avatar'

interface CandidateHeaderProps {
  profile: BasicProfile
  /** The heading when no name is known (a failed load). */
  fallbackName: string
  /** The header's link(s): 'Preferences' on /profile, 'View Profile' on /preference. */
  children?: ReactNode
}

/**
 * The top of /profile and /preference (docs/product.md#profile-and-preferences): avatar, the name
 * as the screen's heading, current occupation, address and years of experience. Empty values are
 * left out.
 */
export function CandidateHeader({ profile, fallbackName, children }: CandidateHeaderProps) {
  const texts = useCandidateTexts()
  const locale = useLocale()
  const name = profile.name.trim()
  const facts = [
    profile.jobTitle.trim(),
    profile.address.trim(),
    experienceText(profile.experience, locale, texts.experience),
  ]
  return (
    <Header>
      <CandidateAvatar name={name} imageUrl={profile.profileImageUrl} />
      <Who>
        <Name>{name || fallbackName}</Name>
        {facts.some(Boolean) && (
          <Facts>
            {facts.filter(Boolean).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </Facts>
        )}
      </Who>
      {children && <Links>{children}</Links>}
    </Header>
  )
}

const Header = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
  padding: 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgb(16 24 40 / 0.12);

  @media (min-width: 48rem) {
    padding: 1.5rem;
  }
`

const Who = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`

const Name = styled.h1`
  margin: 0 0 0.25rem;
  font-size: 1.5rem;
  line-height: 1.25;
  color: ${colors.text};
  overflow-wrap: anywhere;
`

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${colors.mutedText};
  overflow-wrap: anywhere;
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`
