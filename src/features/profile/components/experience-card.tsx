import { useId } from 'react'
import styled from 'styled-components'
import type { CandidateProfile } from '@contract/profile'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { colors } from '@/shared/ui/tokens'
import { useProfileTexts } from '../profile-texts'
import { Empty } from './profile-ui'
import { EntryFacts, EntryList, EntryTitle } from './entry-list'

type Employment = CandidateProfile['experienceInfo']['employmentHistory'][number]

/**
 * 'Experience' (docs/product.md#profile): employer, duration, location and description of each job.
 */
export function ExperienceCard({ history }: { history: readonly Employment[] }) {
  const texts = useProfileTexts().experience
  const headingId = useId()
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      {history.length === 0 ? (
        <Empty>{texts.empty}</Empty>
      ) : (
        <EntryList>
          {history.map((job, index) => (
            <li key={`${job.employerName}-${index}`}>
              <EntryTitle>{job.employerName}</EntryTitle>
              <EntryFacts
                facts={[
                  [texts.duration, job.duration],
                  [texts.location, job.location],
                ]}
              />
              {job.description.trim() && <Description>{job.description.trim()}</Description>}
            </li>
          ))}
        </EntryList>
      )}
    </Panel>
  )
}

const Description = styled.p`
  margin: 0.25rem 0 0;
  color: ${colors.text};
  white-space: pre-line;
`
