import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import {
  DELETE_ACCOUNT_OPTIONS,
  OTHER_REASON_MAX_LENGTH,
  OTHER_REASON_PLACEHOLDER,
} from '@contract/profile'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { fieldStyles } from '@/shared/ui/field-styles'
import { ModalDialog, useFadeOutClose } from '@/shared/ui/modal-dialog'
import { colors, focusRing, TOUCH_TARGET } from '@/shared/ui/tokens'
import { accountTexts } from '../account-texts'
import { useDeleteCandidate } from '../api/delete-candidate'
import {
  choosesOtherDeleteReason,
  deleteAccountProblem,
  deleteAccountRequest,
  emptyDeleteAccountForm,
  toggleDeleteReason,
  withDeleteOtherReason,
} from '../model/delete-account-form'

const texts = accountTexts.modal

export interface DeleteAccountModalProps {
  candidateId: string
  /** The fade-out has played: the owner unmounts the modal, which resets its choices. */
  onClosed: () => void
}

/**
 * The delete-account modal (SPEC.md 4 'Other', 5, 9): one or more reasons, 'Other reason' with
 * its text, and 'Yes, delete my account', disabled until the choice is complete. It fades in and
 * out (at once with reduced motion). Success logs out and goes to / (api/delete-candidate.ts); a
 * failure changes nothing on screen (SPEC.md 8) and the modal stays.
 */
export function DeleteAccountModal({ candidateId, onClosed }: DeleteAccountModalProps) {
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [form, setForm] = useState(emptyDeleteAccountForm)
  const deletion = useDeleteCandidate()
  const { closing, close } = useFadeOutClose(onClosed)
  const deleting = deletion.isPending || deletion.isSuccess
  const problem = deleteAccountProblem(form)
  const otherChosen = choosesOtherDeleteReason(form)

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
  const otherId = `${id}-other`
  const counterId = `${id}-counter`
  const problemId = `${id}-problem`

  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={introId}
      closing={closing}
      onRequestClose={requestClose}
    >
      <Body onSubmit={onSubmit} noValidate aria-busy={deleting || undefined}>
        <Title id={titleId} ref={headingRef} tabIndex={-1}>
          {texts.heading}
        </Title>
        <Intro id={introId}>{texts.intro}</Intro>

        <Fieldset disabled={deleting}>
          <Legend>{texts.reasonsLegend}</Legend>
          {DELETE_ACCOUNT_OPTIONS.map((option, index) => {
            const inputId = `${id}-reason-${index}`
            return (
              <CheckRow key={option}>
                <input
                  id={inputId}
                  type="checkbox"
                  checked={form.selected.includes(option)}
                  onChange={() => setForm((current) => toggleDeleteReason(current, option))}
                />
                <label htmlFor={inputId}>{option}</label>
              </CheckRow>
            )
          })}
        </Fieldset>

        {otherChosen && (
          <Field>
            <Label htmlFor={otherId}>{texts.otherReasonLabel}</Label>
            <TextArea
              id={otherId}
              rows={3}
              maxLength={OTHER_REASON_MAX_LENGTH}
              placeholder={OTHER_REASON_PLACEHOLDER}
              value={form.otherReason}
              required
              aria-describedby={counterId}
              disabled={deleting}
              onChange={(event) =>
                setForm((current) => withDeleteOtherReason(current, event.target.value))
              }
            />
            <Hint id={counterId}>
              {texts.counter(form.otherReason.length, OTHER_REASON_MAX_LENGTH)}
            </Hint>
          </Field>
        )}

        <Problem id={problemId} role="status">
          {problem ? texts.problems[problem] : ''}
        </Problem>

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
      </Body>
    </ModalDialog>
  )
}

const Body = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1.25rem 1rem;

  @media (min-width: 30rem) {
    padding: 1.5rem;
  }
`

const Title = styled.h2`
  margin: 0;
  font-size: 1.375rem;
  line-height: 1.25;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`

const Intro = styled.p`
  margin: 0;
  color: ${colors.mutedText};
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

  &::placeholder {
    color: ${colors.mutedText};
  }
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

  &:empty {
    display: none;
  }
`
