import { useState } from 'react'
import styled from 'styled-components'
import { useOnline } from '@/shared/online/online-state'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { useDownloadReportPdf } from '../api/download-report-pdf'
import { useSharingTexts } from '../sharing-texts'

/**
 * 'Download PDF' of one report: fetched with the candidate's token and saved as `fileName`.
 * Offline it says so instead of trying; a failure says so under the button.
 */
export function DownloadPdfButton({
  candidateId,
  reportId,
  fileName,
  describedBy,
}: {
  candidateId: string
  reportId: string
  fileName: string
  /** The report's kind and time, so the button is told apart from the other reports'. */
  describedBy: string
}) {
  const texts = useSharingTexts().pdf
  const download = useDownloadReportPdf()
  const online = useOnline()
  const [triedOffline, setTriedOffline] = useState(false)

  const onClick = () => {
    if (!online) {
      setTriedOffline(true)
      return
    }
    setTriedOffline(false)
    download.mutate({ candidateId, reportId, fileName })
  }
  const message = triedOffline && !online ? texts.offline : download.isError ? texts.failed : null

  return (
    <Download>
      <Button
        variant="secondary"
        busy={download.isPending}
        aria-describedby={describedBy}
        onClick={onClick}
      >
        {texts.download}
      </Button>
      <ErrorMessage message={message} />
    </Download>
  )
}

/** The button keeps its own width; its message goes under it. */
const Download = styled.div`
  display: grid;
  justify-items: start;
`
