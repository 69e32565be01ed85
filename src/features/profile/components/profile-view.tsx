import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { BasicProfile, CandidateProfile } from '@contract/profile'
import { CandidateHeader } from '@/entities/candidate/ui/candidate-header'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { ButtonLink } from '@/shared/ui/button-link'
import { OfflineNotice } from '@/shared/ui/offline-notice'
import { useProfileTexts } from '../profile-texts'
import { AboutCard } from './about-card'
import { EducationCard } from './education-card'
import { ExperienceCard } from './experience-card'
import { ProfileRowsCard } from './profile-rows-card'
import { SkillsCard } from './skills-card'

interface ProfileViewProps {
  basic: BasicProfile
  profile: CandidateProfile
  /** Oldest fetch time of what is shown, for the offline notice. */
  savedAt: number | undefined
  /**
   * The account column's cards, placed by the route: 'Manage the status of your account'
   * (features/account) and the notifications switch (features/notifications).
   */
  accountCard: ReactNode
  /**
   * The agencies that got a report about the candidate (features/sharing), placed by the route
   * under the profile it was made from; it loads on its own and is absent when there are none.
   */
  sharing?: ReactNode
}

/**
 * /profile (docs/product.md#profile): the header, the Profile rows card with the account card under
 * it in the left column on desktop, and About me, Education, Experience and Skills on the right; on
 * a phone one column with the account card at the bottom.
 */
export function ProfileView({ basic, profile, savedAt, accountCard, sharing }: ProfileViewProps) {
  const texts = useProfileTexts()
  useDocumentMeta({
    title: texts.pageTitle(appConfig.productName),
    description: texts.metaDescription(appConfig.productName),
  })
  return (
    <>
      <OfflineNotice savedAt={savedAt} />
      <CandidateHeader profile={basic} fallbackName={texts.rows.heading}>
        <ButtonLink to="/preference">{texts.preferences}</ButtonLink>
        <ButtonLink to="/edit-profile" $variant="primary">
          {texts.editProfile}
        </ButtonLink>
      </CandidateHeader>
      <Columns>
        <Side>
          <ProfileRowsCard profile={profile} />
        </Side>
        <Details>
          <AboutCard summary={profile.personalInfo.professionalSummary} />
          <EducationCard educations={profile.education.educations} />
          <ExperienceCard history={profile.experienceInfo.employmentHistory} />
          <SkillsCard skills={profile.skillInfo.skills} />
          {sharing}
        </Details>
        <Account>{accountCard}</Account>
      </Columns>
    </>
  )
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'side' 'details' 'account';
  gap: 1rem;

  @media (min-width: 56rem) {
    grid-template-columns: minmax(16rem, 20rem) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'side details' 'account details';
  }
`

const Side = styled.div`
  grid-area: side;
`

const Details = styled.div`
  grid-area: details;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 1rem;
`

const Account = styled.div`
  grid-area: account;
  align-self: start;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`
