import { useId } from 'react'
import type { CandidateProfile } from '@contract/profile'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { profileRows } from '../model/profile-rows'
import { useProfileTexts } from '../profile-texts'
import { Empty, Facts } from './profile-ui'

/** The Profile rows card (docs/product.md#profile): seven facts, the empty ones left out. */
export function ProfileRowsCard({ profile }: { profile: CandidateProfile }) {
  const headingId = useId()
  const profileTexts = useProfileTexts()
  const texts = profileTexts.rows
  const rows = profileRows(profile, profileTexts)
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      {rows.length === 0 ? (
        <Empty>{texts.empty}</Empty>
      ) : (
        <Facts>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </Facts>
      )}
    </Panel>
  )
}
