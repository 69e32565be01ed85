import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { DELETE_ACCOUNT_OPTIONS, OTHER_REASON_MAX_LENGTH } from '@contract/profile'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { ModalBody, ModalDialog, useFadeOutClose } from '@/shared/ui/modal-dialog'
import { ReasonChoice } from '@/shared/ui/reason-choice'
import { FocusableHeading, HeadingIntro } from '@/shared/ui/step-heading'
import { useAccountTexts } from '../account-texts'
import { useDeleteCandidate } from '../api/delete-candidate'
import {
  choosesOtherDeleteReason,
  deleteAccountProblem,
  deleteAccountRequest,
  emptyDeleteAccountForm,
  toggleDeleteReason,
  withDeleteOtherReason,
} from '../model/delete-account-form'
import { reasonLabels } from '@/shared/ui/reason-labels'

interface DeleteAccountModalProps {
  candidateId: string
  /** The fade-out has played: the owner unmounts the modal, which resets its choices. */
  onClosed: () => void
}

/**
 * The delete-account modal (docs/product.md#deleting-the-account): one or more reasons, 'Other
 * reason' with its text, and 'Yes, delete my account', disabled until the choice is complete. It
 * fades in and out (at once with reduced motion). Success logs out and goes to /
 * (api/delete-candidate.ts); a failure changes nothing on screen
 * (docs/product.md#deleting-the-account) and the modal stays.
 */
export function DeleteAccountModal({ candidateId, onClosed }: DeleteAccountModalProps) {
  const texts = useAccountTexts().modal
  const reasons = reasonLabels(texts.reasons)
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [form, setForm] = useState(emptyDeleteAccountForm)
  const deletion = useDeleteCandidate()
  const { closing, close } = useFadeOutClose(onClosed)
  const deleting = deletion.isPending || deletion.isSuccess
  const problem = deleteAccountProblem(form)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const requestClose = () => {
    if (!deleting) close()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const body = deleteAccountRequest(form)
    if (!body || deleting) return
    deletion.mutate({ candidateId, body })
  }

  const titleId = `${id}-title`
  const introId = `${id}-intro`
  const problemId = `${id}-problem`

  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={introId}
      closing={closing}
      onRequestClose={requestClose}
    >
      <ModalBody as="form" onSubmit={onSubmit} noValidate aria-busy={deleting || undefined}>
        <FocusableHeading id={titleId} ref={headingRef} tabIndex={-1}>
          {texts.heading}
        </FocusableHeading>
        <HeadingIntro id={introId}>{texts.intro}</HeadingIntro>

        <ReasonChoice
          legend={texts.reasonsLegend}
          reasons={reasons.shown(DELETE_ACCOUNT_OPTIONS)}
          chosen={reasons.shown(form.selected)}
          onToggle={(label) =>
            setForm((current) =>
              toggleDeleteReason(current, reasons.valueOf(label, DELETE_ACCOUNT_OPTIONS)),
            )
          }
          otherChosen={choosesOtherDeleteReason(form)}
          otherLabel={texts.otherReasonLabel}
          otherReason={form.otherReason}
          onOtherReasonChange={(text) => setForm((current) => withDeleteOtherReason(current, text))}
          otherPlaceholder={texts.otherReasonPlaceholder}
          otherMaxLength={OTHER_REASON_MAX_LENGTH}
          counter={texts.counter}
          problem={problem ? texts.problems[problem] : null}
          problemId={problemId}
          disabled={deleting}
        />

        <Actions>
          <Button variant="secondary" onClick={requestClose} disabled={deleting}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={problem !== null}
            busy={deleting}
            aria-describedby={problem ? problemId : undefined}
          >
            {texts.confirm}
          </Button>
        </Actions>
      </ModalBody>
    </ModalDialog>
  )
}
