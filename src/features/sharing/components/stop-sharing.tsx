import { useEffect, useId, useRef, useState } from 'react'
import type { SharingAgency } from '@contract/shared-reports'
import { isApiError, toErrorMessage } from '@/shared/http/api-error'
import { useOnline } from '@/shared/online/online-state'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { ModalBody, ModalDialog, useFadeOutClose } from '@/shared/ui/modal-dialog'
import { FocusableHeading, HeadingIntro } from '@/shared/ui/step-heading'
import { useStopSharing } from '../api/stop-sharing'
import { useSharingTexts, type SharingTexts } from '../sharing-texts'

/** Only a 4xx carries a message meant for the candidate; anything else gets the fallback. */
const stopErrorMessage = (error: Error, texts: SharingTexts['stop']): string =>
  isApiError(error) && error.status !== undefined && error.status < 500
    ? toErrorMessage(error, texts.failed)
    : texts.failed

/**
 * 'Stop sharing with {agency}': asks first, in a dialog that says what happens. Once stopped,
 * the owner shows the agency as stopped and this goes away with its dialog.
 */
export function StopSharing({
  candidateId,
  agency,
}: {
  candidateId: string
  agency: SharingAgency
}) {
  const texts = useSharingTexts().stop
  const [open, setOpen] = useState(false)
  return (
    <div>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {texts.action(agency.name)}
      </Button>
      {open && (
        <StopSharingDialog
          candidateId={candidateId}
          agency={agency}
          onClosed={() => setOpen(false)}
        />
      )}
    </div>
  )
}

/**
 * The confirmation (the delete-account modal's parts): what the agency is asked to do, Cancel
 * and 'Yes, stop sharing'. Offline it says so and sends nothing: a stop must be seen to happen,
 * not left waiting in a queue. A failure keeps the dialog open with its message.
 */
function StopSharingDialog({
  candidateId,
  agency,
  onClosed,
}: {
  candidateId: string
  agency: SharingAgency
  onClosed: () => void
}) {
  const texts = useSharingTexts().stop
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const stop = useStopSharing()
  const online = useOnline()
  const { closing, close } = useFadeOutClose(onClosed)
  const stopping = stop.isPending || stop.isSuccess

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const requestClose = () => {
    if (!stopping) close()
  }
  const confirm = () => {
    if (!online || stopping) return
    stop.mutate(
      { candidateId, agencyId: agency.agencyId },
      // The owner usually unmounts this first, seeing the agency stopped; if not, it closes.
      { onSuccess: () => onClosed() },
    )
  }

  const titleId = `${id}-title`
  const textId = `${id}-text`
  const problemId = `${id}-problem`
  const problem = !online
    ? texts.offline
    : stop.isError
      ? stopErrorMessage(stop.error, texts)
      : null

  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={textId}
      closing={closing}
      onRequestClose={requestClose}
    >
      <ModalBody aria-busy={stopping || undefined}>
        <FocusableHeading id={titleId} ref={headingRef} tabIndex={-1}>
          {texts.heading(agency.name)}
        </FocusableHeading>
        <HeadingIntro id={textId}>{texts.text(agency.name)}</HeadingIntro>
        <ErrorMessage id={problemId} message={problem} />
        <Actions>
          <Button variant="secondary" onClick={requestClose} disabled={stopping}>
            {texts.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            disabled={!online}
            busy={stopping}
            aria-describedby={problem ? problemId : undefined}
          >
            {texts.confirm}
          </Button>
        </Actions>
      </ModalBody>
    </ModalDialog>
  )
}
