import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import type { DataExport } from '@contract/data-export'
import { isApiError } from '@/shared/http/api-error'
import { useLocale } from '@/shared/i18n/intl'
import { useOnline } from '@/shared/online/online-state'
import { useCandidateId } from '@/shared/session/candidate-id'
import { Button } from '@/shared/ui/button'
import { ButtonAnchor } from '@/shared/ui/button-link'
import { ErrorMessage } from '@/shared/ui/message-line'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { Spinner } from '@/shared/ui/spinner'
import { colors } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { useAccountTexts, type AccountTexts } from '../account-texts'
import { useDataExportStatus } from '../api/get-data-export-status'
import { useRequestDataExport } from '../api/request-data-export'
import { formatExpiry, formatSize } from '../model/data-export-format'

type Texts = AccountTexts['dataExport']

/** What the card shows: nothing asked yet (or the last one ran out), being made, or ready. */
type Shown =
  | { kind: 'none'; note: 'expired' | 'failed' | null }
  | { kind: 'pending' }
  | { kind: 'ready'; dataExport: DataExport & { downloadUrl: string } }

function shownOf(dataExport: DataExport | null | undefined, linkEnded: boolean): Shown {
  if (!dataExport) return { kind: 'none', note: null }
  switch (dataExport.status) {
    case 'pending':
      return { kind: 'pending' }
    case 'failed':
      return { kind: 'none', note: 'failed' }
    case 'expired':
      return { kind: 'none', note: 'expired' }
    case 'ready':
      // The page may stay open past the expiry: the link is dead then, whatever was fetched.
      return dataExport.downloadUrl && !linkEnded
        ? { kind: 'ready', dataExport: { ...dataExport, downloadUrl: dataExport.downloadUrl } }
        : { kind: 'none', note: 'expired' }
  }
}

/** setTimeout's longest wait; a link lives a day. */
const LONGEST_TIMEOUT_MS = 2_147_483_647

/** Whether the link that expires at `expiresAt` has run out while the page was open. */
function useLinkEnded(expiresAt: string | null): boolean {
  const [endedAt, setEndedAt] = useState<string | null>(null)
  useEffect(() => {
    const end = expiresAt ? Date.parse(expiresAt) : Number.NaN
    if (Number.isNaN(end)) return
    const left = Math.min(Math.max(0, end - Date.now()), LONGEST_TIMEOUT_MS)
    const timer = setTimeout(() => setEndedAt(expiresAt), left)
    return () => clearTimeout(timer)
  }, [expiresAt])
  return expiresAt !== null && endedAt === expiresAt
}

/** A refusal the card words itself: the daily limit, or anything else. */
const requestProblem = (error: Error, texts: Texts) =>
  isApiError(error) && error.status === 429 ? texts.tooMany : texts.failed

/**
 * 'Download my data' on /profile: asks for one ZIP of everything held about the candidate, says
 * 'Preparing your data...' while it is made (the status is asked again every few seconds while
 * this shows), then offers the Download link and when it expires. Offline it says a connection
 * is needed. The line that changes is a live region, so a screen reader hears each step.
 */
export function DownloadMyDataCard() {
  const texts = useAccountTexts().dataExport
  const locale = useLocale()
  const id = useId()
  const statusRef = useRef<HTMLDivElement>(null)
  const candidateId = useCandidateId()
  const online = useOnline()
  const status = useDataExportStatus(candidateId)
  const request = useRequestDataExport(candidateId)

  const linkEnded = useLinkEnded(status.data?.expiresAt ?? null)
  const shown: Shown = request.isPending ? { kind: 'pending' } : shownOf(status.data, linkEnded)
  const ask = () => {
    if (!online || request.isPending) return
    request.mutate(undefined, {
      // The button goes with the request; the line that says what happens takes the focus.
      onSuccess: () => statusRef.current?.focus(),
    })
  }

  const headingId = `${id}-heading`
  const offlineId = `${id}-offline`
  const problem = request.isError
    ? requestProblem(request.error, texts)
    : shown.kind === 'none' && shown.note === 'failed'
      ? texts.failed
      : null

  return (
    <Card aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      <Text>{texts.text}</Text>
      <State ref={statusRef} role="status" tabIndex={-1}>
        {shown.kind === 'pending' && (
          <>
            <Headline>
              <Spinner />
              <span>{texts.preparing}</span>
            </Headline>
            <Text>{texts.preparingText}</Text>
          </>
        )}
        {shown.kind === 'ready' && (
          <>
            <Headline>{texts.ready}</Headline>
            {shown.dataExport.size !== null && (
              <Text>{texts.size(formatSize(shown.dataExport.size, locale))}</Text>
            )}
            {shown.dataExport.expiresAt && (
              <Text>{texts.expires(formatExpiry(shown.dataExport.expiresAt, locale))}</Text>
            )}
          </>
        )}
        {shown.kind === 'none' && shown.note === 'expired' && <Text>{texts.expired}</Text>}
      </State>
      <ErrorMessage message={problem} />
      {!online && <Text id={offlineId}>{texts.offline}</Text>}
      {shown.kind === 'ready' && online && (
        <ButtonAnchor href={shown.dataExport.downloadUrl} download $variant="primary">
          {texts.download}
          <VisuallyHidden>{texts.downloadSuffix}</VisuallyHidden>
        </ButtonAnchor>
      )}
      {shown.kind === 'none' && (
        <Button
          variant="secondary"
          onClick={ask}
          disabled={!online}
          aria-describedby={online ? undefined : offlineId}
        >
          {texts.request}
        </Button>
      )}
    </Card>
  )
}

/** Its button keeps its own width rather than the card's. */
const Card = styled(Panel)`
  justify-items: start;
`

const Text = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`

const State = styled.div`
  display: grid;
  gap: 0.25rem;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focusRing};
    outline-offset: 2px;
  }
`

const Headline = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-weight: 600;
  color: ${colors.text};
`
