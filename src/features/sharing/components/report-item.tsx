import { useId, useState } from 'react'
import type { SharedReport } from '@contract/shared-reports'
import { useLocale } from '@/shared/i18n/intl'
import { Button } from '@/shared/ui/button'
import { reportFileName } from '../model/report-file-name'
import { formatSharedTime } from '../model/sharing-dates'
import { useSharingTexts } from '../sharing-texts'
import { DownloadPdfButton } from './download-pdf-button'
import { SentReport } from './sent-report'
import { ButtonRow, ItemTitle, Muted } from './sharing-ui'

/**
 * One report sent to the agency: its kind, when, where it is, and the report as sent (opened
 * under it, loaded then) or as a PDF.
 */
export function ReportItem({
  candidateId,
  agencyName,
  report,
}: {
  candidateId: string
  agencyName: string
  report: SharedReport
}) {
  const texts = useSharingTexts()
  const locale = useLocale()
  const id = useId()
  const [open, setOpen] = useState(false)
  // When the agency took it; until then, when it was made.
  const when = report.sentAt ?? report.createdAt
  const summaryId = `${id}-summary`
  const contentId = `${id}-content`

  return (
    <li>
      <div id={summaryId}>
        <ItemTitle>{texts.kind[report.event]}</ItemTitle>
        <Muted>
          <time dateTime={when}>{formatSharedTime(when, locale)}</time>
        </Muted>
      </div>
      <p>{texts.stateLine(texts.state[report.state])}</p>
      <ButtonRow>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={contentId}
          aria-describedby={summaryId}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? texts.report.hide : texts.report.show}
        </Button>
        <DownloadPdfButton
          candidateId={candidateId}
          reportId={report.reportId}
          fileName={reportFileName(report.jobTitle, agencyName, report.createdAt)}
          describedBy={summaryId}
        />
      </ButtonRow>
      <div id={contentId} hidden={!open}>
        {open && <SentReport candidateId={candidateId} reportId={report.reportId} />}
      </div>
    </li>
  )
}
