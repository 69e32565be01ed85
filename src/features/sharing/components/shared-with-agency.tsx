import { useId, useState } from 'react'
import type { SharedReport, SharingAgency } from '@contract/shared-reports'
import { useLocale } from '@/shared/i18n/intl'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { formatSharedDate } from '../model/sharing-dates'
import { useSharingTexts } from '../sharing-texts'
import { ReportItem } from './report-item'
import { StopSharing } from './stop-sharing'
import { Muted, RuledList, StoppedNote } from './sharing-ui'

/**
 * 'Shared with {agency}': the reports of one job that went to the agency, each to read as sent
 * or download, and stopping sharing with the agency.
 */
export function SharedWithAgency({
  candidateId,
  agency,
  reports,
}: {
  candidateId: string
  agency: SharingAgency
  reports: readonly SharedReport[]
}) {
  const texts = useSharingTexts()
  const locale = useLocale()
  const headingId = useId()
  // Stopped while on this screen, not before: the note then takes the focus.
  const [stoppedBefore] = useState(agency.stoppedAt !== null)

  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.panel.heading(agency.name)}</PanelTitle>
      {agency.stoppedAt ? (
        <StoppedNote
          stoppedOn={texts.stoppedOn(formatSharedDate(agency.stoppedAt, locale))}
          text={texts.stoppedText}
          focusOnMount={!stoppedBefore}
        />
      ) : (
        <Muted>{texts.panel.intro}</Muted>
      )}
      <RuledList aria-label={texts.panel.reportsLabel}>
        {reports.map((report) => (
          <ReportItem
            key={report.reportId}
            candidateId={candidateId}
            agencyName={agency.name}
            report={report}
          />
        ))}
      </RuledList>
      {!agency.stoppedAt && <StopSharing candidateId={candidateId} agency={agency} />}
    </Panel>
  )
}
