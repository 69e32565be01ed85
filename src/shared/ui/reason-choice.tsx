import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { ChoiceRow, Field, Fieldset, Hint, Label, Legend, TextArea } from './form-controls'
import { colors } from './tokens'

interface ReasonChoiceProps {
  legend: string
  /** The reasons offered, in the order they are listed; none leaves the checkbox list out. */
  reasons: readonly string[]
  chosen: readonly string[]
  onToggle: (reason: string) => void
  /** The 'Other reason' text box shows while its checkbox is ticked. */
  otherChosen: boolean
  otherLabel: string
  otherReason: string
  onOtherReasonChange: (text: string) => void
  otherPlaceholder?: string
  otherMaxLength: number
  /** The counter under the text box, such as '12/300 characters'. */
  counter: (length: number, max: number) => string
  /** Why the choice cannot be sent yet, or null. */
  problem: string | null
  /** The problem line's id, for the submit button's aria-describedby. */
  problemId: string
  disabled: boolean
  /** More status in the problem's row, such as a failed send's message. */
  children?: ReactNode
}

/**
 * The reasons part of a dialog that asks why (docs/product.md#feedback): a checkbox per reason,
 * the 'Other reason' text box with its character count, and the line saying why the dialog's
 * submit button is disabled. Rendered as rows of the dialog's own grid.
 */
export function ReasonChoice({
  legend,
  reasons,
  chosen,
  onToggle,
  otherChosen,
  otherLabel,
  otherReason,
  onOtherReasonChange,
  otherPlaceholder,
  otherMaxLength,
  counter,
  problem,
  problemId,
  disabled,
  children,
}: ReasonChoiceProps) {
  const id = useId()
  const otherId = `${id}-other`
  const counterId = `${id}-counter`

  return (
    <>
      {reasons.length > 0 && (
        <ReasonList disabled={disabled}>
          <Legend>{legend}</Legend>
          {reasons.map((reason, index) => {
            const inputId = `${id}-reason-${index}`
            return (
              <ChoiceRow key={reason}>
                <input
                  id={inputId}
                  type="checkbox"
                  checked={chosen.includes(reason)}
                  onChange={() => onToggle(reason)}
                />
                <label htmlFor={inputId}>{reason}</label>
              </ChoiceRow>
            )
          })}
        </ReasonList>
      )}

      {otherChosen && (
        <Field>
          <Label htmlFor={otherId}>{otherLabel}</Label>
          <OtherReasonBox
            id={otherId}
            rows={3}
            maxLength={otherMaxLength}
            placeholder={otherPlaceholder}
            value={otherReason}
            required
            aria-describedby={counterId}
            disabled={disabled}
            onChange={(event) => onOtherReasonChange(event.target.value)}
          />
          <Hint id={counterId}>{counter(otherReason.length, otherMaxLength)}</Hint>
        </Field>
      )}

      <div>
        {/* Always mounted, so a screen reader hears each new problem. */}
        <Problem id={problemId} role="status">
          {problem ?? ''}
        </Problem>
        {children}
      </div>
    </>
  )
}

const ReasonList = styled(Fieldset)`
  display: grid;
  gap: 0.25rem;
`

const OtherReasonBox = styled(TextArea)`
  min-height: 5rem;

  &::placeholder {
    color: ${colors.mutedText};
  }
`

const Problem = styled.p`
  margin: 0;
  color: ${colors.mutedText};
  font-weight: 600;
`
