import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import {
  OTHER_REASON_MAX_LENGTH,
  reasonsForDecision,
  type CandidateFeedbackState,
} from '@contract/applications'
import { isApiError, toErrorMessage } from '@/shared/http/api-error'
import { useOnline } from '@/shared/online/online-state'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { fieldStyles } from '@/shared/ui/field-styles'
import { ErrorMessage } from '@/shared/ui/message-line'
import { FocusableHeading, HeadingIntro } from '@/shared/ui/step-heading'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
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
import { submissionsTexts } from '../submissions-texts'

const texts = submissionsTexts.feedback

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Only a 4xx carries a message meant for the candidate; anything else gets the fallback. */
const sendErrorMessage = (error: Error): string =>
  isApiError(error) && error.status !== undefined && error.status < 500
    ? toErrorMessage(error, texts.sendFailed)
    : texts.sendFailed

export interface FeedbackModalProps {
  candidateId: string
  jobId: string
  decision: CandidateFeedbackState
  onClose: () => void
}

/**
 * The feedback modal (SPEC.md 4 'Other', 5, 9): the reasons of the chosen decision, 'Other
 * reason' with its text, then a thank-you view. It is mounted while open, so closing it resets
 * the selection; a feedback already sent carries on in the mutation cache. A native modal
 * <dialog>: the page behind is inert, Tab stays inside, Escape closes, and the focus returns to
 * the button that opened it.
 */
export function FeedbackModal({ candidateId, jobId, decision, onClose }: FeedbackModalProps) {
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
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

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [])

  // The heading of each view takes the focus, so a screen reader starts at its top.
  useEffect(() => {
    headingRef.current?.focus()
  }, [view])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    const outside = !focusable.includes(active as HTMLElement)
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault()
      first.focus()
    }
  }

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
  const otherId = `${id}-other`
  const counterId = `${id}-counter`
  const problemId = `${id}-problem`
  const reasons = reasonsForDecision(decision)
  const otherChosen = choosesOtherReason(form)

  return (
    <Dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape or the phone's back gesture: close through React so the state goes too.
        event.preventDefault()
        onClose()
      }}
    >
      {view === 'thanks' ? (
        <Body>
          <FocusableHeading id={titleId} ref={headingRef} tabIndex={-1}>
            {texts.thankYou}
          </FocusableHeading>
          <HeadingIntro id={introId} role="status">
            {queued && !mutation.isSuccess ? texts.queuedOffline : texts.thankYouText}
          </HeadingIntro>
          <Actions>
            <Button onClick={onClose}>{texts.close}</Button>
          </Actions>
        </Body>
      ) : (
        <Body as="form" onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
          <FocusableHeading id={titleId} ref={headingRef} tabIndex={-1}>
            {texts.action[decision]}
          </FocusableHeading>
          <HeadingIntro id={introId}>{texts.intro[decision]}</HeadingIntro>

          {reasons.length > 0 && (
            <Fieldset disabled={sending}>
              <Legend>{texts.reasonsLegend}</Legend>
              {reasons.map((reason, index) => {
                const inputId = `${id}-reason-${index}`
                return (
                  <CheckRow key={reason}>
                    <input
                      id={inputId}
                      type="checkbox"
                      checked={form.reasons.includes(reason)}
                      onChange={() => setForm((current) => toggleReason(current, reason))}
                    />
                    <label htmlFor={inputId}>{reason}</label>
                  </CheckRow>
                )
              })}
            </Fieldset>
          )}

          {otherChosen && (
            <Field>
              <Label htmlFor={otherId}>{texts.otherReasonLabel}</Label>
              <TextArea
                id={otherId}
                rows={3}
                maxLength={OTHER_REASON_MAX_LENGTH}
                value={form.otherReason}
                required
                aria-describedby={counterId}
                disabled={sending}
                onChange={(event) =>
                  setForm((current) => withOtherReason(current, event.target.value))
                }
              />
              <Hint id={counterId}>
                {texts.counter(form.otherReason.length, OTHER_REASON_MAX_LENGTH)}
              </Hint>
            </Field>
          )}

          <div>
            <Problem id={problemId} role="status">
              {problem ? texts.problems[problem] : ''}
            </Problem>
            <ErrorMessage message={mutation.isError ? sendErrorMessage(mutation.error) : null} />
          </div>

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
        </Body>
      )}
    </Dialog>
  )
}

const Dialog = styled.dialog`
  width: min(32rem, calc(100vw - 1.5rem));
  max-height: calc(100dvh - 1.5rem);
  padding: 0;
  border: 0;
  border-radius: ${radii.card};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: 0 12px 32px rgb(16 24 40 / 0.24);
  overflow: auto;

  &::backdrop {
    background: rgb(16 24 40 / 0.6);
  }
`

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1.25rem 1rem;

  @media (min-width: 30rem) {
    padding: 1.5rem;
  }
`

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.5rem;
  font-weight: 600;
`

const CheckRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: ${TOUCH_TARGET};

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${colors.primary};
  }
  input:focus-visible {
    ${focusRing}
  }
  label {
    flex: 1;
    padding: 0.5rem 0;
    cursor: pointer;
  }
`

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
`

const Label = styled.label`
  font-weight: 600;
`

const TextArea = styled.textarea`
  ${fieldStyles}
  resize: vertical;
  min-height: 5rem;
`

const Hint = styled.p`
  margin: 0;
  color: ${colors.mutedText};
  font-size: 0.9375rem;
`

const Problem = styled.p`
  margin: 0;
  color: ${colors.mutedText};
  font-weight: 600;
`
