import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react'
import { Field, FieldError, Hint, Label, Select, TextInput } from '@/shared/ui/form-controls'
import { useProfileTexts } from '../profile-texts'

interface FieldFrame {
  id: string
  label: string
  hint?: string
  /** Shown in the hint's place once the field is known to be wrong. */
  error?: string
}

/**
 * One line under a field: the hint, replaced by the error when there is one (the layout does
 * not move, as in onboarding). Its id describes the field.
 */
function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  if (error) return <FieldError id={id}>{error}</FieldError>
  return hint ? <Hint id={id}>{hint}</Hint> : null
}

const describedBy = (id: string, { hint, error }: FieldFrame) =>
  hint || error ? `${id}-message` : undefined

/** A labelled text input with its hint or error. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TextInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { id, label, hint, error })}
        {...input}
      />
      <FieldMessage id={`${id}-message`} hint={hint} error={error} />
    </Field>
  )
}

/**
 * A labelled list with an empty first choice ('Choose…'); each option's value is the contract's,
 * its label the words for it in the language on screen.
 */
export function SelectField({
  id,
  label,
  hint,
  error,
  options,
  optionLabels,
  ...select
}: FieldFrame & {
  options: readonly string[]
  optionLabels: Readonly<Record<string, string>>
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const profileTexts = useProfileTexts()
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { id, label, hint, error })}
        {...select}
      >
        <option value="">{profileTexts.edit.choose}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option] ?? option}
          </option>
        ))}
      </Select>
      <FieldMessage id={`${id}-message`} hint={hint} error={error} />
    </Field>
  )
}
