import { useId, useRef, type ChangeEvent } from 'react'
import styled from 'styled-components'
import { analytics } from '@/shared/analytics/analytics'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { useFlashMessage } from '@/shared/hooks/use-flash-message'
import { onboardingEvents } from '../model/onboarding-events'
import { checkResumeFile, formatFileSize, RESUME_ACCEPT } from '../model/resume-file'
import { onboardingTexts } from '../onboarding-texts'
import { Fieldset, Hint, Legend } from '@/shared/ui/form-controls'

const texts = onboardingTexts.profile

interface ResumeFieldProps {
  file: File | null
  onChange: (file: File | null) => void
  disabled: boolean
}

/** The optional resume (SPEC.md 5): checked on choice; a problem shows for 3 seconds. */
export function ResumeField({ file, onChange, disabled }: ResumeFieldProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const error = useFlashMessage()
  const optionalId = `${id}-optional`
  const helpId = `${id}-help`
  const errorId = `${id}-error`
  const chosenId = `${id}-chosen`

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    const problem = checkResumeFile(chosen)
    if (problem) {
      // Let the same file be picked again after it is fixed, and keep no invalid file.
      event.target.value = ''
      onChange(null)
      error.show(onboardingTexts.fileErrors[problem])
      analytics.capture(onboardingEvents.resumeRejected, { reason: problem })
      return
    }
    error.clear()
    onChange(chosen ?? null)
  }

  const remove = () => {
    if (inputRef.current) inputRef.current.value = ''
    onChange(null)
    inputRef.current?.focus()
  }

  const describedBy = [optionalId, helpId, file ? chosenId : '', error.message ? errorId : '']
    .filter(Boolean)
    .join(' ')

  return (
    <Fieldset>
      <Legend>{texts.resumeLegend}</Legend>
      <Hint id={optionalId}>{texts.resumeOptional}</Hint>
      <FileLabel htmlFor={id}>{texts.resumeChoose}</FileLabel>
      <FileInput
        ref={inputRef}
        id={id}
        type="file"
        accept={RESUME_ACCEPT}
        onChange={onFile}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error.message ? true : undefined}
      />
      <Hint id={helpId}>{texts.resumeHelp}</Hint>
      {file && (
        <Chosen>
          <span id={chosenId}>{texts.resumeChosen(file.name, formatFileSize(file.size))}</span>
          <Button variant="text" onClick={remove} disabled={disabled}>
            {texts.resumeRemove}
          </Button>
        </Chosen>
      )}
      <ErrorMessage id={errorId} message={error.message} />
    </Fieldset>
  )
}

const FileLabel = styled.label`
  display: block;
  margin: 0.5rem 0 0.25rem;
  font-weight: 600;
  color: ${colors.text};
`

const FileInput = styled.input`
  display: block;
  width: 100%;
  min-height: ${TOUCH_TARGET};
  padding: 0.25rem;
  border: 2px dashed ${colors.border};
  border-radius: ${radii.control};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  margin-bottom: 0.25rem;

  &::file-selector-button {
    min-height: 36px;
    margin-right: 0.75rem;
    padding: 0.25rem 0.75rem;
    border: 2px solid ${colors.primary};
    border-radius: ${radii.control};
    background: ${colors.surface};
    color: ${colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  &:focus-visible {
    ${focusRing}
  }
`

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 0.5rem;
  overflow-wrap: anywhere;
  color: ${colors.text};
`
