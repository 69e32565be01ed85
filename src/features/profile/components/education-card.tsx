import { useId } from 'react'
import type { CandidateProfile } from '@contract/profile'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { useProfileTexts } from '../profile-texts'
import { Empty } from './profile-ui'
import { EntryFacts, EntryList, EntryTitle } from './entry-list'

type Education = CandidateProfile['education']['educations'][number]

/** 'Education' (docs/product.md#profile): school, year of degree, location, degree type of each. */
export function EducationCard({ educations }: { educations: readonly Education[] }) {
  const texts = useProfileTexts().education
  const headingId = useId()
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      {educations.length === 0 ? (
        <Empty>{texts.empty}</Empty>
      ) : (
        <EntryList>
          {educations.map((education, index) => (
            <li key={`${education.schoolName}-${index}`}>
              <EntryTitle>{education.schoolName || education.degreeType}</EntryTitle>
              <EntryFacts
                facts={[
                  [texts.degreeType, education.degreeType],
                  [texts.yearOfDegree, education.yearOfDegree],
                  [texts.location, education.location],
                ]}
              />
            </li>
          ))}
        </EntryList>
      )}
    </Panel>
  )
}
