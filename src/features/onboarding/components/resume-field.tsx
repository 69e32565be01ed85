import { useId } from 'react'
import styled from 'styled-components'
import { analytics } from '@/shared/analytics/analytics'
import { useFlashMessage } from '@/shared/hooks/use-flash-message'
import { FilePicker } from '@/shared/ui/file-picker'
import { Fieldset, Hint, Legend } from '@/shared/ui/form-controls'
import { onboardingEvents } from '../model/onboarding-events'
import { checkResumeFile, formatFileSize, RESUME_ACCEPT } from '../model/resume-file'
import { useOnboardingTexts } from '../onboarding-texts'

interface ResumeFieldProps {
  file: File | null
  onChange: (file: File | null) => void
  disabled: boolean
}

/**
 * The optional resume (docs/product.md#step-1-profile): checked on choice; a problem shows for 3
 * seconds.
 */
export function ResumeField({ file, onChange, disabled }: ResumeFieldProps) {
  const onboardingTexts = useOnboardingTexts()
  const texts = onboardingTexts.profile
  const optionalId = useId()
  const error = useFlashMessage()

  const onPick = (chosen: File | undefined) => {
    const problem = checkResumeFile(chosen)
    if (problem) {
      // Keep no invalid file.
      onChange(null)
      error.show(onboardingTexts.fileErrors[problem])
      analytics.capture(onboardingEvents.resumeRejected, { reason: problem })
      return false
    }
    error.clear()
    onChange(chosen ?? null)
    return true
  }

  return (
    <Fieldset>
      <Legend>{texts.resumeLegend}</Legend>
      <Optional id={optionalId}>{texts.resumeOptional}</Optional>
      <FilePicker
        label={texts.resumeChoose}
        accept={RESUME_ACCEPT}
        help={texts.resumeHelp}
        describedBy={optionalId}
        file={file}
        chosenText={(chosen) => texts.resumeChosen(chosen.name, formatFileSize(chosen.size))}
        removeLabel={texts.resumeRemove}
        error={error.message}
        onPick={onPick}
        onRemove={() => onChange(null)}
        disabled={disabled}
      />
    </Fieldset>
  )
}

const Optional = styled(Hint)`
  margin-bottom: 0.5rem;
`
