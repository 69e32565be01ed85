import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  OTHER_REASON_MAX_LENGTH,
  reasonsForDecision,
  type CandidateFeedbackState,
} from '@contract/applications'
import { isApiError, toErrorMessage } from '@/shared/http/api-error'
import { useOnline } from '@/shared/online/online-state'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { ModalBody, ModalDialog } from '@/shared/ui/modal-dialog'
import { ReasonChoice } from '@/shared/ui/reason-choice'
import { FocusableHeading, HeadingIntro } from '@/shared/ui/step-heading'
import { useGiveFeedback } from '../api/use-feedback'
import {
  choosesOtherReason,
  emptyFeedbackForm,
  feedbackChoice,
  feedbackProblem,
  toggleReason,
  withOtherReason,
} from '../model/feedback-form'
import { newIdempotencyKey } from '../model/idempotency-key'
import { reasonLabels } from '@/shared/ui/reason-labels'
import { useSubmissionsTexts, type SubmissionsTexts } from '../submissions-texts'

/** Only a 4xx carries a message meant for the candidate; anything else gets the fallback. */
const sendErrorMessage = (error: Error, texts: SubmissionsTexts['feedback']): string =>
  isApiError(error) && error.status !== undefined && error.status < 500
    ? toErrorMessage(error, texts.sendFailed)
    : texts.sendFailed

interface FeedbackModalProps {
  candidateId: string
  jobId: string
  decision: CandidateFeedbackState
  onClose: () => void
}

/**
 * The feedback modal (docs/product.md#feedback): the reasons of the chosen decision, 'Other
 * reason' with its text, then a thank-you view. It is mounted while open, so closing it resets
 * the selection; a feedback already sent carries on in the mutation cache. It closes at once (no
 * fade-out), and the focus returns to the button that opened it (ModalDialog).
 */
export function FeedbackModal({ candidateId, jobId, decision, onClose }: FeedbackModalProps) {
  const texts = useSubmissionsTexts().feedback
  const reasons = reasonLabels(texts.reasons)
  const offered = reasonsForDecision(decision)
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [form, setForm] = useState(() => emptyFeedbackForm(decision))
  const mutation = useGiveFeedback()
  const online = useOnline()

  // Queued offline: the thank-you stays even when the network returns and the send goes on.
  const [queued, setQueued] = useState(false)
  if (mutation.isPaused && !online && !queued) setQueued(true)

  const view = mutation.isError ? 'form' : mutation.isSuccess || queued ? 'thanks' : 'form'
  const problem = feedbackProblem(form)
  const sending = mutation.isPending && view === 'form'

  // The heading of each view takes the focus, so a screen reader starts at its top.
  useEffect(() => {
    headingRef.current?.focus()
  }, [view])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (problem || sending) return
    mutation.mutate({
      candidateId,
      jobId,
      ...feedbackChoice(form),
      // Made once per submit and kept with the queued mutation: a replay sends the same key.
      idempotencyKey: newIdempotencyKey(),
    })
  }

  const titleId = `${id}-title`
  const introId = `${id}-intro`
  const problemId = `${id}-problem`

  return (
    <ModalDialog labelledBy={titleId} describedBy={introId} onRequestClose={onClose}>
      {view === 'thanks' ? (
        <ModalBody>
          <FocusableHeading id={titleId} ref={headingRef} tabIndex={-1}>
            {texts.thankYou}
          </FocusableHeading>
          <HeadingIntro id={introId} role="status">
            {queued && !mutation.isSuccess ? texts.queuedOffline : texts.thankYouText}
          </HeadingIntro>
          <Actions>
            <Button onClick={onClose}>{texts.close}</Button>
          </Actions>
        </ModalBody>
      ) : (
        <ModalBody as="form" onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
          <FocusableHeading id={titleId} ref={headingRef} tabIndex={-1}>
            {texts.action[decision]}
          </FocusableHeading>
          <HeadingIntro id={introId}>{texts.intro[decision]}</HeadingIntro>

          <ReasonChoice
            legend={texts.reasonsLegend}
            reasons={reasons.shown(offered)}
            chosen={reasons.shown(form.reasons)}
            onToggle={(label) =>
              setForm((current) => toggleReason(current, reasons.valueOf(label, offered)))
            }
            otherChosen={choosesOtherReason(form)}
            otherLabel={texts.otherReasonLabel}
            otherReason={form.otherReason}
            onOtherReasonChange={(text) => setForm((current) => withOtherReason(current, text))}
            otherMaxLength={OTHER_REASON_MAX_LENGTH}
            counter={texts.counter}
            problem={problem ? texts.problems[problem] : null}
            problemId={problemId}
            disabled={sending}
          >
            <ErrorMessage
              message={mutation.isError ? sendErrorMessage(mutation.error, texts) : null}
            />
          </ReasonChoice>

          <Actions>
            <Button variant="secondary" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button
              type="submit"
              disabled={problem !== null}
              busy={sending}
              aria-describedby={problem ? problemId : undefined}
            >
              {texts.submit}
            </Button>
          </Actions>
        </ModalBody>
      )}
    </ModalDialog>
  )
}
